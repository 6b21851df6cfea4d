import { emailSchema, passwordSchema } from "@tierwise/common/auth-rules";
import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { requireSession } from "../../core/actor.ts";
import { parseInput } from "../../core/parse-input.ts";
import { users } from "../../db/user.table.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { requireViewer } from "../../graphql/guards.ts";
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

export async function changePassword(ctx: GraphQLContext, input: unknown) {
  const viewer = await requireViewer(ctx);
  const { currentPassword, newPassword } = parseInput(
    z.object({ currentPassword: anyPassword, newPassword: passwordSchema }),
    input,
  );
  if (!(await verifyPassword(ctx.config, viewer.user.passwordHash, currentPassword))) {
    throw new IncorrectPasswordError();
  }
  await assertAcceptableNewPassword(ctx, newPassword);
  const [user] = await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(ctx.config, newPassword) })
    .where(eq(users.id, viewer.user.id))
    .returning();
  // Whoever else knew the old password is signed out everywhere but here.
  await ctx.db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, viewer.user.id),
        ne(sessions.tokenHash, requireSession(viewer).tokenHash),
      ),
    );
  switchSession(ctx, ctx.session);
  return { user: user ?? viewer.user };
}

/** Always the same answer, so the form cannot be used to find out who has an account. */
export async function requestPasswordReset(ctx: GraphQLContext, input: unknown) {
  const { email } = parseInput(z.object({ email: emailSchema }), input);
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  // SSO users sign in at their identity provider; a local password would bypass it.
  if (user?.active && !user.ssoUser) {
    const token = newToken();
    // Only the newest link works: older unused ones are withdrawn.
    await ctx.db
      .delete(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          eq(oneTimeTokens.purpose, "password_reset"),
          isNull(oneTimeTokens.usedAt),
        ),
      );
    await ctx.db.insert(oneTimeTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      purpose: "password_reset",
      expiresAt: new Date(Date.now() + resetLinkLifetimeMs),
    });
    const link = `${ctx.config.publicUrl}/edit-password?token=${token}`;
    await ctx.mailer.send({
      to: user.email,
      subject: "Reset your Tierwise password",
      text: `Someone asked to reset the password of your Tierwise account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf this was not you, ignore this e-mail; your password stays as it is.`,
      links: [link],
    });
  }
  return { message: messages.resetLinkSent };
}

export async function acceptPasswordReset(ctx: GraphQLContext, input: unknown) {
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
  const [found] = await ctx.db
    .select({ userId: oneTimeTokens.userId, active: users.active })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .where(live)
    .limit(1);
  if (!found?.active) throw new LinkExpiredError();
  // A refused password leaves the link usable for a second try.
  await assertAcceptableNewPassword(ctx, newPassword);
  const passwordHash = await hashPassword(ctx.config, newPassword);
  const [used] = await ctx.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(live)
    .returning({ userId: oneTimeTokens.userId });
  if (!used) throw new LinkExpiredError();
  const [user] = await ctx.db
    .update(users)
    .set({ passwordHash, failedLoginCount: 0, lockedUntil: null })
    .where(eq(users.id, used.userId))
    .returning({ email: users.email });
  await endAllSessionsOfUser(ctx.db, used.userId);
  if (ctx.session?.userId === used.userId) switchSession(ctx, null);
  return { email: user?.email ?? "" };
}
