import { emailSchema, totpCodeSchema } from "@tierwise/common/auth-rules";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { UnauthenticatedError } from "../../core/errors.ts";
import { parseInput } from "../../core/parse-input.ts";
import type { SessionStage } from "../../core/session.ts";
import type { SessionRequest } from "../../core/session-request.ts";
import { users } from "../../db/user.table.ts";
import {
  AccountLockedError,
  InvalidCodeError,
  LoginFailedError,
  TotpRequiredError,
} from "./auth-errors.ts";
import { countedFailures, isLocked, recordFailedAttempt, remainingAttempts } from "./lockout.ts";
import { verifyPassword } from "./password-hash.ts";
import { createSession, endSession, touchSession } from "./session.service.ts";
import { countMemberships, listUsableOrganizations } from "./session-organization.ts";
import { describeSession, type SessionView } from "./session-view.ts";
import { switchSession } from "./switch-session.ts";
import { consumeTotpCode } from "./totp-code.ts";

const loginInput = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, "Required.")
    .max(limits.passwordMaxLength, messages.tooLong(limits.passwordMaxLength)),
});

/** Starts a session (any stage) in place of the request's current one and sets the cookie. */
async function startSession(
  request: SessionRequest,
  input: { userId: string; organizationId: string | null; stage: SessionStage },
) {
  // A new token on every step up (password → TOTP → active): no session fixation.
  if (request.session) await endSession(request.db, request.session.tokenHash);
  const { token, session } = await createSession(request.db, request.config, {
    ...input,
    userAgent: request.userAgent,
  });
  request.cookies.setSession(token, session.absoluteExpiresAt);
  switchSession(request, session);
  return session;
}

/** The last step of every sign-in path: counters reset, statistics kept, an active session. */
export async function completeSignIn(
  request: SessionRequest,
  input: { userId: string; organizationId: string | null },
): Promise<{ session: SessionView }> {
  await request.db
    .update(users)
    .set({
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: new Date(),
      loginsCount: sql`${users.loginsCount} + 1`,
    })
    .where(eq(users.id, input.userId));
  await startSession(request, { ...input, stage: "active" });
  return { session: await describeSession(request) };
}

async function refuse(request: SessionRequest, userId: string, now: Date): Promise<never> {
  const state = await recordFailedAttempt(request.db, userId, now);
  if (isLocked(state, now)) {
    request.log.warn({ userId, ip: request.ip }, "account locked after repeated failed sign-ins");
    throw new AccountLockedError(state.lockedUntil);
  }
  throw new LoginFailedError(remainingAttempts(state.failedLoginCount));
}

export async function login(
  request: SessionRequest,
  input: unknown,
): Promise<{ session: SessionView }> {
  const { email, password } = parseInput(loginInput, input);
  const now = new Date();
  const [user] = await request.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    // Same answer and similar time as a wrong password: the address's existence does not leak.
    await verifyPassword(request.config, null, password);
    throw new LoginFailedError(limits.loginMaxAttempts - 1);
  }
  if (isLocked(user, now)) throw new AccountLockedError(user.lockedUntil);
  const passwordOk = await verifyPassword(request.config, user.passwordHash, password);
  // A deactivated account is refused exactly like a wrong password.
  if (!passwordOk || !user.active) return refuse(request, user.id, now);

  const organizations = await listUsableOrganizations(request.db, user.id);
  if (organizations.length === 0 && (await countMemberships(request.db, user.id)) > 0) {
    // Every organisation of the user was deactivated: refused, but not counted as a guess.
    throw new LoginFailedError(remainingAttempts(countedFailures(user, now)));
  }
  const only = organizations.length === 1 ? organizations[0] : undefined;
  const organizationId = only?.id ?? null;
  if (user.totpEnabled || only?.totpRequired) {
    const setupRequired = !user.totpEnabled;
    await startSession(request, {
      userId: user.id,
      organizationId,
      stage: setupRequired ? "totp_setup" : "totp_login",
    });
    throw new TotpRequiredError(setupRequired);
  }
  return completeSignIn(request, { userId: user.id, organizationId });
}

/** The user behind a session waiting for its TOTP step; UNAUTHENTICATED otherwise. */
async function requirePendingUser(request: SessionRequest) {
  const session = request.session;
  if (!session || session.stage === "active") throw new UnauthenticatedError();
  const [user] = await request.db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user) throw new UnauthenticatedError();
  return { session, user };
}

export async function loginWithTotp(
  request: SessionRequest,
  input: unknown,
): Promise<{ session: SessionView }> {
  const { session, user } = await requirePendingUser(request);
  const { code } = parseInput(z.object({ code: totpCodeSchema }), input);
  const now = new Date();
  if (isLocked(user, now)) throw new AccountLockedError(user.lockedUntil);
  // In the setup stage the code proves the freshly scanned secret, which also turns TOTP on.
  const accepted = await consumeTotpCode(request.db, user, code, {
    enable: session.stage === "totp_setup",
  });
  if (!accepted) {
    const state = await recordFailedAttempt(request.db, user.id, now);
    if (isLocked(state, now)) {
      // Locked half-way: the password step must be repeated once the lock runs out.
      await logout(request);
      throw new AccountLockedError(state.lockedUntil);
    }
    throw new InvalidCodeError();
  }
  return completeSignIn(request, { userId: user.id, organizationId: session.organizationId });
}

export async function logout(request: SessionRequest): Promise<boolean> {
  if (request.session) await endSession(request.db, request.session.tokenHash);
  request.cookies.clearSession();
  switchSession(request, null);
  return true;
}

export async function refreshSession(request: SessionRequest): Promise<SessionView> {
  if (!request.session) throw new UnauthenticatedError();
  switchSession(request, await touchSession(request.db, request.config, request.session));
  return describeSession(request);
}
