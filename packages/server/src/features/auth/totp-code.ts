import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { users } from "../../db/user.table.ts";
import { matchTotp } from "./totp.ts";

type TotpUser = Pick<typeof users.$inferSelect, "id" | "totpSecret" | "totpLastStep">;

/**
 * Checks a code against the user's stored secret and, if it matches, records its time step
 * (optionally turning TOTP on) in one conditional UPDATE: two requests racing with the same
 * code cannot both succeed.
 */
export async function consumeTotpCode(
  db: Database,
  user: TotpUser,
  code: string,
  options: { enable: boolean },
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = matchTotp(user.totpSecret, code, { afterStep: user.totpLastStep });
  if (step === null) return false;
  const [row] = await db
    .update(users)
    .set({ totpLastStep: step, ...(options.enable ? { totpEnabled: true } : {}) })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.totpSecret, user.totpSecret),
        or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return row !== undefined;
}
