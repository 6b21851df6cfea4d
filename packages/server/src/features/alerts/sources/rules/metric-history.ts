import { sql } from "drizzle-orm";
import type { Database } from "../../../../db/client.ts";

/** One day's value of a company's metric. */
export type HistoryPoint = { companyId: string; variable: string; on: string; value: number };

/** A PostgreSQL array literal: every element quoted, so any text travels as it is. */
const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map((value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;

/**
 * Stores metric values, one statement for any number: four bound arrays unnested (a few
 * parameters however many rows, and faster to read than one JSON document). `replace` lets a
 * later value of the same day win (the rules job); `keep` leaves what is stored (re-seeding).
 * The points must not repeat a company, variable and day.
 */
export async function storeMetricHistory(
  db: Database,
  points: readonly HistoryPoint[],
  onConflict: "replace" | "keep",
): Promise<number> {
  const kept = points.filter((point) => Number.isFinite(point.value));
  if (kept.length === 0) return 0;
  const conflict =
    onConflict === "replace" ? sql`do update set value = excluded.value` : sql`do nothing`;
  await db.execute(sql`
    insert into company_metric_history (company_id, variable, observed_on, value)
    select * from unnest(
      ${arrayLiteral(kept.map((p) => p.companyId))}::uuid[],
      ${arrayLiteral(kept.map((p) => p.variable))}::text[],
      ${arrayLiteral(kept.map((p) => p.on))}::date[],
      ${arrayLiteral(kept.map((p) => p.value))}::double precision[])
    on conflict (company_id, variable, observed_on) ${conflict}`);
  return kept.length;
}
