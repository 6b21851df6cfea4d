import { totpCodeSchema } from "@tierwise/common/auth-rules";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { z } from "zod";
import { ForbiddenCodeError, ForbiddenError, UnauthenticatedError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import { requireSignedIn, type SessionRequest } from "../../core/session-request.ts";
import { users } from "../../db/user.table.ts";
import { IncorrectPasswordError, InvalidCodeError, MfaNotAllowedError } from "./auth-errors.ts";
import { verifyPassword } from "./password-hash.ts";
import { listUsableOrganizations } from "./session-organization.ts";
import type { SessionView } from "./session-view.ts";
import { describeSession } from "./session-view.ts";
import { completeSignIn } from "./sign-in.service.ts";
import { switchSession } from "./switch-session.ts";
import { newTotpSecret, otpauthUrl } from "./totp.ts";
import { consumeTotpCode } from "./totp-code.ts";

/** TOTP may be set up from an active session (account page) or the forced-setup stage. */
async function requireSetupUser(request: SessionRequest) {
  const session = request.session;
  if (!session || session.stage === "totp_login") throw new UnauthenticatedError();
  const [user] = await request.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user?.active) throw new UnauthenticatedError();
  return { session, user };
}

export async function generateTotpSecret(request: SessionRequest) {
  const { user } = await requireSetupUser(request);
  if (user.ssoUser) throw new ForbiddenCodeError(messages.mfaNotForSso);
  // Replacing the secret of an enabled TOTP would lock the user out of their authenticator.
  if (user.totpEnabled) throw new ForbiddenCodeError("Two-factor authentication is already on.");
  const secret = newTotpSecret();
  await request.db
    .update(users)
    .set({ totpSecret: secret, totpLastStep: null })
    .where(eq(users.id, user.id));
  const url = otpauthUrl(secret, user.email);
  return { secret, otpauthUrl: url, qrCodeDataUrl: await QRCode.toDataURL(url) };
}

export async function enableTotp(
  request: SessionRequest,
  input: unknown,
): Promise<{ session: SessionView }> {
  const { session, user } = await requireSetupUser(request);
  if (user.ssoUser) throw new MfaNotAllowedError();
  const { code } = parseInput(z.object({ code: totpCodeSchema }), input);
  if (!(await consumeTotpCode(request.db, user, code, { enable: true })))
    throw new InvalidCodeError();
  if (session.stage === "totp_setup") {
    return completeSignIn(request, { userId: user.id, organizationId: session.organizationId });
  }
  switchSession(request, session);
  return { session: await describeSession(request) };
}

const disableInput = z.object({
  password: z
    .string()
    .min(1, "Required.")
    .max(limits.passwordMaxLength, messages.tooLong(limits.passwordMaxLength)),
});

export async function disableTotp(request: SessionRequest, input: unknown) {
  const viewer = await requireSignedIn(request);
  const { password } = parseInput(disableInput, input);
  // Any of the user's organisations requiring TOTP keeps it on: it guards all of them.
  const organizations = await listUsableOrganizations(request.db, viewer.user.id);
  if (organizations.some((organization) => organization.totpRequired)) {
    throw new ForbiddenError("Your organisation requires two-factor authentication.");
  }
  if (!(await verifyPassword(request.config, viewer.user.passwordHash, password))) {
    throw new IncorrectPasswordError("The password is incorrect.");
  }
  const [user] = await request.db
    .update(users)
    .set({ totpSecret: null, totpEnabled: false, totpLastStep: null })
    .where(eq(users.id, viewer.user.id))
    .returning();
  switchSession(request, request.session);
  return { user: user ?? viewer.user };
}
