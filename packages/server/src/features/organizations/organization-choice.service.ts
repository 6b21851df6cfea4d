import { eq } from "drizzle-orm";
import { requireSession } from "../../core/actor.ts";
import { NotFoundError } from "../../core/errors.ts";
import { requireSignedIn, type SessionRequest } from "../../core/session-request.ts";
import { sessions } from "../auth/session.table.ts";
import { findUsableOrganization, listUsableOrganizations } from "../auth/session-organization.ts";
import { describeSession, type SessionView } from "../auth/session-view.ts";
import { switchSession } from "../auth/switch-session.ts";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function myOrganizations(request: SessionRequest) {
  const viewer = await requireSignedIn(request);
  return listUsableOrganizations(request.db, viewer.user.id);
}

/**
 * Switches the session to another of the viewer's organisations. Any organisation the viewer
 * is not an active member of is "not found", never "forbidden" (ARCHITECTURE §2). An
 * organisation that requires TOTP puts a user without it back into the setup stage.
 */
export async function setCurrentOrganization(
  request: SessionRequest,
  input: { organizationId: string },
): Promise<{ session: SessionView }> {
  const viewer = await requireSignedIn(request);
  const organization = uuidPattern.test(input.organizationId)
    ? await findUsableOrganization(request.db, viewer.user.id, input.organizationId)
    : null;
  if (!organization) throw new NotFoundError("Organisation not found.");
  const stage = organization.totpRequired && !viewer.user.totpEnabled ? "totp_setup" : "active";
  await request.db
    .update(sessions)
    .set({ organizationId: organization.id, stage })
    .where(eq(sessions.tokenHash, requireSession(viewer).tokenHash));
  if (request.session)
    switchSession(request, { ...request.session, organizationId: organization.id, stage });
  return { session: await describeSession(request) };
}

/** The organisation's job titles for the account page (empty before one is chosen). */
export async function jobTitleOptions(request: SessionRequest): Promise<string[]> {
  const viewer = await requireSignedIn(request);
  return viewer.organization?.resolvedSettings.jobTitles ?? [];
}

export async function businessUnitOptions(request: SessionRequest): Promise<string[]> {
  const viewer = await requireSignedIn(request);
  return viewer.organization?.resolvedSettings.businessUnits ?? [];
}
