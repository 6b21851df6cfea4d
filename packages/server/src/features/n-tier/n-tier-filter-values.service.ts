import { countryName } from "@tierwise/common/countries";
import { sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { NegativeNumberOfResultsError } from "../../core/errors.ts";
import { rowsOf } from "../../db/raw-rows.ts";
import { nTierNodes } from "./n-tier.table.ts";
import { nodeConditions, nTierAccess } from "./n-tier-access.ts";

/** Spec 3 §9: filter values come in pages of 5. */
export const filterPageSize = 5;

export type NTierFilterField = "country" | "industry" | "part";

/** One page of a filter's values over the viewer's network, most frequent first. */
export async function nTierFilterValues(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { field: NTierFilterField; search?: string | null; page: number },
) {
  await nTierAccess(deps, actor);
  if (input.page < 1) throw new NegativeNumberOfResultsError();
  // The node's copies of its company's country and sector: no join with companies.
  const value =
    input.field === "country"
      ? sql`${nTierNodes.countryCode}`
      : input.field === "industry"
        ? sql`${nTierNodes.industry}`
        : sql`part`;
  const nodes = sql`from ${nTierNodes}`;
  const from =
    input.field === "part"
      ? sql`${nodes} cross join lateral unnest(${nTierNodes.parts}) part`
      : nodes;
  const rows = rowsOf<{ value: string; n: number }>(
    await deps.db.execute(sql`select ${value} as value, count(distinct ${nTierNodes.companyId})::int as n ${from}
      where ${nodeConditions(actor, null)} and ${value} is not null
      group by 1 order by 2 desc, 1 asc`),
  );
  const search = input.search?.trim().toLowerCase();
  const labelled = rows
    .map((r) => ({
      value: r.value,
      label: input.field === "country" ? (countryName(r.value) ?? r.value) : r.value,
      count: r.n,
    }))
    .filter(
      (v) =>
        !search || v.label.toLowerCase().includes(search) || v.value.toLowerCase().includes(search),
    );
  const start = (input.page - 1) * filterPageSize;
  return {
    values: labelled.slice(start, start + filterPageSize),
    hasMore: labelled.length > start + filterPageSize,
  };
}
