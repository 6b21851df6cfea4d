import { type NotificationType, notificationTypes } from "@tierwise/common/notifications";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ServiceDeps } from "../../core/deps.ts";
import { parseInput } from "../../core/parse-input.ts";
import { users } from "../../db/user.table.ts";
import { LinkExpiredError } from "../auth/auth-errors.ts";
import { verifyUnsubscribeToken } from "./unsubscribe-token.ts";

export type UnsubscribeResult = { notificationType: NotificationType; label: string };

/**
 * /unsubscribe (public, no sign-in): the signed token names the user and the notification type,
 * whose frequency becomes "never". A bad, tampered or orphaned token is LinkExpiredError.
 */
/** Anyone holding a signed link may use it: no sign-in, so no actor. */
export async function unsubscribe(deps: ServiceDeps, input: unknown): Promise<UnsubscribeResult> {
  const { token } = parseInput(z.object({ token: z.string().max(500) }), input);
  const verified = await verifyUnsubscribeToken(deps.db, deps.config, token);
  if (!verified) throw new LinkExpiredError();
  const { userId, type } = verified;
  await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ preferences: users.preferences })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) throw new LinkExpiredError();
    const others = (user.preferences.notifications ?? []).filter((n) => n.type !== type);
    await tx
      .update(users)
      .set({
        preferences: {
          ...user.preferences,
          notifications: [...others, { type, frequency: "never" }],
        },
      })
      .where(eq(users.id, userId));
  });
  deps.log.info({ userId, notificationType: type }, "unsubscribed from notification e-mails");
  return { notificationType: type, label: notificationTypes[type] };
}
