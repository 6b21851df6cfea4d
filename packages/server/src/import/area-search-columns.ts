import {
  type ProfileAreaKey,
  type ProfileRecord,
  providerOrder,
} from "@tierwise/common/company-profile";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { ProviderPriority } from "./company-merge.ts";

type ColumnType = "integer" | "double precision" | "text" | "text[]";
type SearchColumns = {
  columns: Readonly<Record<string, ColumnType>>;
  /** Column values from the records of the provider that shows (empty list: no value). */
  compute(records: unknown[]): Record<string, unknown>;
};

function latest<T>(records: T[], date: (r: T) => string | number): T | undefined {
  let best: T | undefined;
  for (const r of records) if (best === undefined || date(r) > date(best)) best = r;
  return best;
}

const unique = (values: string[]) => [...new Set(values.filter((v) => v !== ""))];

/**
 * The search columns of the companies table that an area feeds (advanced search filters on
 * them without reading profiles). Areas not listed here feed no column.
 */
export const areaSearchColumns: Partial<Record<ProfileAreaKey, SearchColumns>> = {
  creditScore: {
    columns: { credit_score: "integer", credit_rating: "text", credit_agency_rating: "text" },
    compute(records) {
      const r = latest(records as ProfileRecord<"creditScore">[], (x) => x.scoredOn);
      return {
        credit_score: r ? Math.round(r.score) : null,
        credit_rating: r?.rating ?? null,
        credit_agency_rating: r?.agencyRating ?? null,
      };
    },
  },
  fraudScore: {
    columns: { fraud_score: "integer" },
    compute(records) {
      const r = latest(records as ProfileRecord<"fraudScore">[], (x) => x.scoredOn);
      return { fraud_score: r ? Math.round(r.score) : null };
    },
  },
  viabilityRating: {
    columns: { viability_score: "integer" },
    compute(records) {
      const r = latest(records as ProfileRecord<"viabilityRating">[], (x) => x.ratedOn);
      return { viability_score: r?.viabilityScore ?? null };
    },
  },
  securityRatings: {
    columns: { security_rating: "integer", security_grade: "text" },
    compute(records) {
      const r = latest(records as ProfileRecord<"securityRatings">[], (x) => x.ratedOn);
      return { security_rating: r?.rating ?? null, security_grade: r?.grade ?? null };
    },
  },
  esg: {
    columns: { esg_score: "double precision" },
    compute(records) {
      const r = latest(records as ProfileRecord<"esg">[], (x) => x.year);
      return { esg_score: r?.total ?? null };
    },
  },
  diversity: {
    columns: { diversity: "text[]" },
    compute(records) {
      return {
        diversity: unique((records as ProfileRecord<"diversity">[]).map((r) => r.certification)),
      };
    },
  },
  fundingRounds: {
    columns: { investors: "text[]" },
    compute(records) {
      return {
        investors: unique(
          (records as ProfileRecord<"fundingRounds">[]).flatMap((r) =>
            r.investors.map((i) => i.name),
          ),
        ),
      };
    },
  },
};

/**
 * Recomputes an area's search columns for the given companies from the provider that shows
 * (the first in the area's provider order among those stored), so search agrees with profiles.
 */
export async function syncAreaSearchColumns(
  db: Database,
  area: ProfileAreaKey,
  companyIds: string[],
  priority: ProviderPriority,
): Promise<void> {
  const spec = areaSearchColumns[area];
  if (!spec || companyIds.length === 0) return;
  const order = providerOrder(area, priority);
  const rank = (source: string) => {
    const i = order.indexOf(source);
    return i === -1 ? order.length : i;
  };
  const columns = Object.entries(spec.columns);
  const assignments = sql.raw(
    columns
      .map(([c, type]) => (type === "text[]" ? `${c} = coalesce(v.${c}, '{}')` : `${c} = v.${c}`))
      .join(", "),
  );
  const definition = sql.raw(columns.map(([c, type]) => `${c} ${type}`).join(", "));
  for (let i = 0; i < companyIds.length; i += 5_000) {
    const ids = companyIds.slice(i, i + 5_000);
    const stored = await db.execute<{ company_id: string; source: string; records: unknown[] }>(
      sql`select company_id, source, records from company_profile_areas
          where area = ${area} and company_id = any(${sql.param(ids)}::uuid[])`,
      "objects",
    );
    const shown = new Map<string, { source: string; records: unknown[] }>();
    for (const row of stored) {
      const current = shown.get(row.company_id);
      if (!current || rank(row.source) < rank(current.source)) shown.set(row.company_id, row);
    }
    const values = ids.map((id) => ({ id, ...spec.compute(shown.get(id)?.records ?? []) }));
    await db.execute(
      sql`update companies c set ${assignments}
          from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(id uuid, ${definition})
          where c.id = v.id`,
    );
  }
}
