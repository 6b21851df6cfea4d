import { emailSchema, personNameSchema } from "@tierwise/common/auth-rules";
import { messages } from "@tierwise/common/messages";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { recordAudit } from "../../core/audit.ts";
import { authorize } from "../../core/authorize.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import {
  LimitReachedError,
  TooManyModificationsError,
  UnmodifiableError,
} from "../../core/errors.ts";
import { fieldError, parseInput } from "../../core/parse-input.ts";
import type { SessionRequest } from "../../core/session-request.ts";
import { ofOrganization, ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import type { TenantViewer } from "../../graphql/guards.ts";
import { LinkExpiredError } from "../auth/auth-errors.ts";
import { hashPassword } from "../auth/password-hash.ts";
import { assertAcceptableNewPassword } from "../auth/password-policy.ts";
import { oneTimeTokens } from "../auth/session.table.ts";
import { hashToken, isWellFormedToken, newToken } from "../auth/session-token.ts";
import { describeSession, type SessionView } from "../auth/session-view.ts";
import { completeSignIn } from "../auth/sign-in.service.ts";
import { assertAllowedRole, findMember, seatsInUse } from "./members.service.ts";

export const invitationLifetimeMs = 7 * 24 * 3_600_000;
const maxInvitesAtOnce = 100;

export type InviteStatus = "NEW" | "ALREADY_ACCEPTED" | "ALREADY_INVITED";
export type InviteOutcome =
  | { email: string; ok: true }
  | { email: string; ok: false; message: string };

async function statusOf(
  db: Database,
  organizationId: string,
  email: string,
): Promise<InviteStatus> {
  const [row] = await db
    .select({ acceptedAt: memberships.acceptedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ofOrganization(organizationId, memberships), eq(users.email, email)))
    .limit(1);
  if (!row) return "NEW";
  return row.acceptedAt ? "ALREADY_ACCEPTED" : "ALREADY_INVITED";
}

const statusMessages = {
  NEW: null,
  ALREADY_ACCEPTED: messages.alreadyAccepted,
  ALREADY_INVITED: messages.alreadyInvited,
} as const;

/** The invite modal's check, 250 ms after typing stops (spec 1 §4, §8). */
export async function inviteCheck(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: { email: string },
) {
  authorize(viewer, "invitations.manage");
  const { email } = parseInput(z.object({ email: emailSchema }), input);
  const status = await statusOf(deps.db, viewer.organization.id, email);
  return { email, status, message: statusMessages[status] };
}

function assertListedValue(
  viewer: TenantViewer,
  value: string | null | undefined,
  kind: "jobTitles" | "businessUnits",
) {
  if (value == null || value === "") return null;
  const settings = viewer.organization.resolvedSettings;
  const custom = settings.featureFlags.customJobBusinessUnitEnabled === true;
  const path = kind === "jobTitles" ? "jobTitle" : "businessUnit";
  if (value.length > 100) throw fieldError(path, messages.tooLong(100));
  if (!custom && !settings[kind].includes(value)) {
    throw fieldError(path, "Choose a value from the organisation's list.");
  }
  return value;
}

async function issueInvitation(
  db: Database,
  config: { publicUrl: string },
  viewer: TenantViewer,
  userId: string,
  email: string,
) {
  // Only the newest link works: older unused ones are withdrawn.
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        ownedBy(viewer, oneTimeTokens),
        eq(oneTimeTokens.purpose, "invitation"),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    organizationId: viewer.organization.id,
    purpose: "invitation",
    expiresAt: new Date(Date.now() + invitationLifetimeMs),
  });
  const link = `${config.publicUrl}/accept-invitation?token=${token}`;
  const organizationName = viewer.organization.productName ?? viewer.organization.name;
  return {
    to: email,
    subject: `You are invited to ${organizationName}`,
    text: `${viewer.user.firstName} ${viewer.user.lastName} invited you to ${organizationName} on Tierwise.\n\nAccept the invitation here (the link works once, for seven days):\n${link}\n`,
    links: [link],
  };
}

export async function inviteMembers(
  deps: ServiceDeps,
  viewer: TenantActor,
  input: {
    emails: string[];
    role?: string | null;
    jobTitle?: string | null;
    businessUnit?: string | null;
  },
): Promise<{ results: InviteOutcome[] }> {
  authorize(viewer, "invitations.manage");
  if (input.emails.length > maxInvitesAtOnce) throw new TooManyModificationsError(maxInvitesAtOnce);
  const settings = viewer.organization.resolvedSettings;
  const role = assertAllowedRole(viewer, input.role ?? settings.defaultRole);
  const jobTitle = assertListedValue(viewer, input.jobTitle, "jobTitles");
  const businessUnit = assertListedValue(viewer, input.businessUnit, "businessUnits");
  const organizationId = viewer.organization.id;
  const { results, mails } = await deps.db.transaction(async (tx) => {
    const results: InviteOutcome[] = [];
    const toInvite: string[] = [];
    for (const raw of input.emails) {
      const parsed = emailSchema.safeParse(raw);
      if (!parsed.success) {
        results.push({ email: raw, ok: false, message: messages.notAValidEmail });
        continue;
      }
      const email = parsed.data;
      const status = toInvite.includes(email)
        ? "ALREADY_INVITED"
        : await statusOf(tx, organizationId, email);
      const message = statusMessages[status];
      if (message) results.push({ email, ok: false, message });
      else {
        toInvite.push(email);
        results.push({ email, ok: true });
      }
    }
    const limit = settings.userAccountLimit;
    if (limit != null && (await seatsInUse(tx, organizationId)) + toInvite.length > limit) {
      throw new LimitReachedError(limit);
    }
    const mails = [];
    for (const email of toInvite) {
      const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      const user =
        existing ??
        (
          await tx
            .insert(users)
            .values({ email, jobTitle, businessUnit, verified: false })
            .returning()
        )[0];
      if (!user) throw new Error("invited user not created");
      // Pending: inactive and not accepted, so it cannot be used before the link is followed.
      await tx
        .insert(memberships)
        .values({ userId: user.id, organizationId, role, active: false, acceptedAt: null });
      mails.push(await issueInvitation(tx, deps.config, viewer, user.id, email));
      await recordAudit(tx, viewer, {
        action: "invitation.sent",
        targetType: "User",
        targetId: user.id,
        after: { email, role, jobTitle, businessUnit },
      });
    }
    return { results, mails };
  });
  for (const mail of mails) await deps.mailer.send(mail);
  return { results };
}

export async function resendInvite(deps: ServiceDeps, viewer: TenantActor, input: { id: string }) {
  authorize(viewer, "invitations.manage");
  const mail = await deps.db.transaction(async (tx) => {
    const member = await findMember(tx, viewer, input.id);
    if (member.acceptedAt) throw new UnmodifiableError(messages.alreadyAccepted);
    const message = await issueInvitation(
      tx,
      deps.config,
      viewer,
      member.user.id,
      member.user.email,
    );
    await recordAudit(tx, viewer, {
      action: "invitation.resent",
      targetType: "User",
      targetId: member.user.id,
    });
    return message;
  });
  await deps.mailer.send(mail);
  return { message: messages.inviteResent };
}

const acceptInput = z.object({
  token: z.string(),
  firstName: z.string().optional().nullable(),
  lastName: z.string().optional().nullable(),
  password: z.string().optional().nullable(),
});

/**
 * Public: follows the mailed link. A new person sets name and password (sign-in password
 * rules); an existing verified user just joins. Both are then signed in, unless a second factor
 * is involved — then signedIn is false and they go through /login.
 */
export async function acceptInvitation(
  request: SessionRequest,
  input: unknown,
): Promise<{ email: string; signedIn: boolean; session: SessionView }> {
  const parsed = parseInput(acceptInput, input);
  if (!isWellFormedToken(parsed.token)) throw new LinkExpiredError();
  const live = and(
    eq(oneTimeTokens.tokenHash, hashToken(parsed.token)),
    eq(oneTimeTokens.purpose, "invitation"),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
  const [found] = await request.db
    .select({ user: users, organizationId: oneTimeTokens.organizationId })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(live)
    .limit(1);
  if (!found?.organizationId || !found.user.active) throw new LinkExpiredError();
  const joining = found.user.verified && found.user.passwordHash !== null;
  let profile: { firstName: string; lastName: string; passwordHash: string } | null = null;
  if (!joining) {
    const names = parseInput(
      z.object({ firstName: personNameSchema, lastName: personNameSchema }),
      parsed,
    );
    await assertAcceptableNewPassword(request, parsed.password ?? "", "password");
    profile = { ...names, passwordHash: await hashPassword(request.config, parsed.password ?? "") };
  }
  const organizationId = found.organizationId;
  await request.db.transaction(async (tx) => {
    const used = await tx.update(oneTimeTokens).set({ usedAt: new Date() }).where(live).returning();
    if (used.length === 0) throw new LinkExpiredError();
    if (profile)
      await tx
        .update(users)
        .set({ ...profile, verified: true })
        .where(eq(users.id, found.user.id));
    await tx
      .update(memberships)
      .set({ active: true, acceptedAt: new Date() })
      .where(
        and(
          eq(memberships.userId, found.user.id),
          ofOrganization(organizationId, memberships),
          isNull(memberships.acceptedAt),
        ),
      );
    await recordAudit(
      tx,
      { userId: found.user.id, organizationId },
      {
        action: "invitation.accepted",
        targetType: "User",
        targetId: found.user.id,
        organizationId,
      },
    );
  });
  const [organization] = await request.db
    .select({ settings: organizations.settings })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const totpRequired = (organization?.settings.featureFlags?.totpMFAEnabled ?? false) === true;
  if (found.user.totpEnabled || totpRequired) {
    return { email: found.user.email, signedIn: false, session: await describeSession(request) };
  }
  const { session } = await completeSignIn(request, { userId: found.user.id, organizationId });
  return { email: found.user.email, signedIn: true, session };
}
