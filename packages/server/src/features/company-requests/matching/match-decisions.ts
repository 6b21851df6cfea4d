/**
 * Review decisions remembered per organisation (company_match_decisions): what a person
 * confirmed or rejected once is not asked again. Matching (match-companies.ts) reads them for
 * single requests, supplier lists and the command line alike; the review screen writes them.
 */
import type { ReviewDecision } from "@tierwise/common/company-requests";
import { sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import { normaliseCompanyName } from "./company-name.ts";
import { companyMatchDecisions } from "./match-decision.table.ts";

/** The key a decision is remembered by: the normalised name and the country ('' for none). */
export const decisionKeyOf = (input: { companyName?: string | null; country?: string | null }) =>
  `${normaliseCompanyName(input.companyName ?? "")}|${input.country?.trim().toUpperCase() ?? ""}`;

/** The companies confirmed for an input and those rejected for it. */
export type RememberedDecisions = { confirmed: Set<string>; rejected: Set<string> };

/** Each input's remembered decisions, in input order (empty sets where none). */
export async function rememberedDecisions(
  db: Database,
  scope: { organizationId: string },
  inputs: readonly { companyName?: string | null; country?: string | null }[],
): Promise<RememberedDecisions[]> {
  const keys = inputs.map(decisionKeyOf);
  const wanted = [...new Set(keys)];
  const rows =
    wanted.length === 0
      ? []
      : rowsOf<{ key: string; companyId: string; decision: ReviewDecision }>(
          await db.execute(sql`
            select d.name_key || '|' || d.country as key, d.company_id as "companyId", d.decision
            from ${companyMatchDecisions} d
            where d.organization_id = ${scope.organizationId}
              and d.name_key || '|' || d.country = any(${sql.param(wanted)}::text[])`),
        );
  const byKey = new Map<string, RememberedDecisions>();
  for (const row of rows) {
    const found = byKey.get(row.key) ?? { confirmed: new Set(), rejected: new Set() };
    (row.decision === "confirm" ? found.confirmed : found.rejected).add(row.companyId);
    byKey.set(row.key, found);
  }
  return keys.map((key) => byKey.get(key) ?? { confirmed: new Set(), rejected: new Set() });
}

/** Remembers decisions, the latest for a pair replacing an earlier one. */
export async function rememberDecisions(
  tx: Database,
  actor: TenantActor,
  decisions: readonly {
    fields: { companyName?: string | null; country?: string | null };
    companyId: string;
    decision: ReviewDecision;
  }[],
): Promise<void> {
  // One entry per pair: a statement may not update one row twice.
  const byPair = new Map<string, Record<string, string>>();
  for (const { fields, companyId, decision } of decisions) {
    const key = decisionKeyOf(fields);
    const [nameKey = "", country = ""] = key.split("|");
    byPair.set(`${key}|${companyId}`, {
      name_key: nameKey,
      country,
      company_id: companyId,
      decision,
    });
  }
  const records = [...byPair.values()];
  if (records.length === 0) return;
  await tx.execute(sql`
    insert into ${companyMatchDecisions}
      (organization_id, name_key, country, company_id, decision, decided_by, decided_at)
    select ${actor.organizationId}, r.name_key, r.country, r.company_id, r.decision,
      ${actor.userId}, now()
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
      as r(name_key text, country text, company_id uuid, decision text)
    on conflict (organization_id, name_key, country, company_id) do update
      set decision = excluded.decision, decided_by = excluded.decided_by,
        decided_at = excluded.decided_at`);
}
