import { emailSchema, passwordSchema } from "@tierwise/common/auth-rules";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { requireSession } from "../../core/actor.ts";
import { parseInput } from "../../core/parse-input.ts";
import { requireSignedIn, type SessionRequest } from "../../core/session-request.ts";
import { users } from "../../db/user.table.ts";
import { IncorrectPasswordError, LinkExpiredError } from "./auth-errors.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { assertAcceptableNewPassword } from "./password-policy.ts";
import { endAllSessionsOfUser } from "./session.service.ts";
import { oneTimeTokens, sessions } from "./session.table.ts";
import { hashToken, isWellFormedToken, newToken } from "./session-token.ts";
import { switchSession } from "./switch-session.ts";

const resetLinkLifetimeMs = 60 * 60_000;

const anyPassword = z
  .string()
  .min(1, "Required.")
  .max(limits.passwordMaxLength, messages.tooLong(limits.passwordMaxLength));

export async function changePassword(request: SessionRequest, input: unknown) {
  const viewer = await requireSignedIn(request);
  const { currentPassword, newPassword } = parseInput(
    z.object({ currentPassword: anyPassword, newPassword: passwordSchema }),
    input,
  );
  if (!(await verifyPassword(request.config, viewer.user.passwordHash, currentPassword))) {
    throw new IncorrectPasswordError();
  }
  await assertAcceptableNewPassword(request, newPassword);
  const [user] = await request.db
    .update(users)
    .set({ passwordHash: await hashPassword(request.config, newPassword) })
    .where(eq(users.id, viewer.user.id))
    .returning();
  // Whoever else knew the old password is signed out everywhere but here.
  await request.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, viewer.user.id),
        ne(sessions.tokenHash, requireSession(viewer).tokenHash),
      ),
    );
  switchSession(request, request.session);
  return { user: user ?? viewer.user };
}

/** Always the same answer, so the form cannot be used to find out who has an account. */
export async function requestPasswordReset(request: SessionRequest, input: unknown) {
  const { email } = parseInput(z.object({ email: emailSchema }), input);
  const [user] = await request.db.select().from(users).where(eq(users.email, email)).limit(1);
  // SSO users sign in at their identity provider; a local password would bypass it.
  if (user?.active && !user.ssoUser) {
    const token = newToken();
    // Only the newest link works: older unused ones are withdrawn.
    await request.db
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          eq(oneTimeTokens.purpose, "password_reset"),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await request.db.insert(oneTimeTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: "password_reset",
      expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
    });
    const link = `${request.config.publicUrl}/edit-password?token=${token}`;
    await request.mailer.send({
      to: user.email,
      subject: "Reset your Tierwise password",
      text: `Someone asked to reset the password of your Tierwise account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf this was not you, ignore this e-mail; your password stays as it is.`,
      links: [link],
    });
  }
  return { message: messages.resetLinkSent };
}

export async function acceptPasswordReset(request: SessionRequest, input: unknown) {
  const { token, newPassword } = parseInput(
    z.object({ token: z.string(), newPassword: z.string() }),
    input,
  );
  if (!isWellFormedToken(token)) throw new LinkExpiredError();
  const tokenHash = hashToken(token);
  const live = and(
    eq(oneTimeTokens.tokenHash, tokenHash),
    eq(oneTimeTokens.purpose, "password_reset"),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
  const [found] = await request.db
    .select({ userId: oneTimeTokens.userId, active: users.active })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(live)
    .limit(1);
  if (!found?.active) throw new LinkExpiredError();
  // A refused password leaves the link usable for a second try.
  await assertAcceptableNewPassword(request, newPassword);
  const passwordHash = await hashPassword(request.config, newPassword);
  const [used] = await request.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(live)
    .returning({ userId: oneTimeTokens.userId });
  if (!used) throw new LinkExpiredError();
  const [user] = await request.db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, used.userId))
    .returning({ email: users.email });
  await endAllSessionsOfUser(request.db, used.userId);
  if (request.session?.userId === used.userId) switchSession(request, null);
  return { email: user?.email ?? "" };
}
