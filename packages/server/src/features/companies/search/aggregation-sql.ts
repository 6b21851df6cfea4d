import { type NumericMetric, numericMetricKeys } from "@tierwise/common/company-search";
import { and, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { companies } from "../company.table.ts";
import { companyCustomData } from "./company-custom-data.table.ts";
import { bucketExpression } from "./histogram.ts";
import {
  arrayFacetColumns,
  metricColumns,
  type SearchConditions,
  scalarFacetColumns,
  whereExcept,
} from "./search-filters.ts";

/**
 * Facet counts and histograms, the usual faceted-search way: a facet's counts (a metric's
 * histogram) come from the companies matching every OTHER filter, so choosing a value does not
 * hide its alternatives. One scan reads the companies that fail at most one filter, tagging
 * each with the filter it fails (`fk`: '' for none); a count for facet F then adds the groups
 * with fk '' and fk F. The set is kept in memory and read twice: once grouped by every facet
 * and histogram bucket together (GROUPING SETS), once for each metric's minimum and maximum.
 */

export type ScalarFacet = keyof typeof scalarFacetColumns;
export type ArrayFacet = keyof typeof arrayFacetColumns;

/** The grouping-set keys, in GROUPING() bit order: scalar facets, array facets, metric buckets. */
export type GroupKey =
  | { kind: "scalar"; key: ScalarFacet }
  | { kind: "array"; key: ArrayFacet }
  | { kind: "bucket"; key: NumericMetric };

export const groupKeys: GroupKey[] = [
  ...(Object.keys(scalarFacetColumns) as ScalarFacet[]).map((key) => ({
    kind: "scalar" as const,
    key,
  })),
  ...(Object.keys(arrayFacetColumns) as ArrayFacet[]).map((key) => ({
    kind: "array" as const,
    key,
  })),
  ...numericMetricKeys.map((key) => ({ kind: "bucket" as const, key })),
];

const columnOf = (group: GroupKey): PgColumn =>
  group.kind === "scalar"
    ? scalarFacetColumns[group.key]
    : group.kind === "array"
      ? arrayFacetColumns[group.key]
      : metricColumns[group.key];

/** A column of the in-memory set `u`. */
const ref = (column: PgColumn) => sql`u.${sql.identifier(column.name)}`;

const setColumns: PgColumn[] = [
  ...Object.values(scalarFacetColumns),
  ...Object.values(arrayFacetColumns),
  ...Object.values(metricColumns),
];

/** The filter column `p<i>` of filter i: whether the company passes it. */
const passColumn = (i: number) => sql.identifier(`p${i}`);

/**
 * `withExclusions` false: only companies passing every filter (used when each facet's own
 * counts come from elsewhere, e.g. the cached unfiltered counts).
 */
export function aggregationStatement(conditions: SearchConditions, withExclusions: boolean): SQL {
  const { filters } = conditions;
  const exclusions = withExclusions && filters.length > 0;
  const where = exclusions
    ? and(
        conditions.base,
        // At most one filter fails: every filter but one holds, for some one.
        or(...filters.map((filter) => whereExcept({ base: sql`true`, filters }, filter.key))),
      )
    : whereExcept(conditions, null);
  const passes = exclusions
    ? filters.map((filter, i) => sql`coalesce(${filter.condition}, false) as ${passColumn(i)}`)
    : [];
  const fk = exclusions
    ? sql`case ${sql.join(
        filters.map((filter, i) => sql`when not ${passColumn(i)} then ${filter.key}`),
        sql` `,
      )} else '' end`
    : sql`''`;
  const selected = sql.join(
    [...setColumns.map((column) => sql`${column} as ${sql.identifier(column.name)}`), ...passes],
    sql`, `,
  );
  // offset 0 keeps the inner select from being merged, so each filter is evaluated once.
  const u = sql`select raw.*, ${fk} as fk from (select ${selected} from ${companies} where ${where} offset 0) raw`;

  const expressions = groupKeys.map((group) =>
    group.kind === "bucket"
      ? bucketExpression(group.key, sql`${ref(columnOf(group))}::float8`)
      : ref(columnOf(group)),
  );
  const sets = sql.join(
    expressions.map((expression) => sql`(u.fk, ${expression})`),
    sql`, `,
  );
  const arrayBits = groupKeys.flatMap((group, i) => (group.kind === "array" ? [i] : []));
  // GROUPING() sets the bit of each expression a row is NOT grouped by; bit 0 is the last one.
  const bit = (i: number) => 1 << (groupKeys.length - 1 - i);
  const arrayMask = arrayBits.reduce((mask, i) => mask | bit(i), 0);
  const allBits = (1 << groupKeys.length) - 1;
  const isArraySet = sql`(${sql.raw(String(allBits))} - gid) & ${sql.raw(String(arrayMask))} <> 0`;
  const values = expressions.map((_, i) => sql`to_jsonb(${sql.identifier(`e${i}`)})`);
  const arrayValues = arrayBits.map((i) => sql.identifier(`e${i}`));

  const stats = numericMetricKeys.map((metric) => {
    const x = sql`${ref(metricColumns[metric])}::float8`;
    return sql`min(${x}), max(${x}), count(${x})::int`;
  });

  return sql`with u as materialized (${u}),
    g as materialized (
      select u.fk, grouping(${sql.join(expressions, sql`, `)}) as gid,
        ${sql.join(
          expressions.map((expression, i) => sql`${expression} as ${sql.identifier(`e${i}`)}`),
          sql`, `,
        )},
        count(*)::int as n
      from u group by grouping sets (${sets})
    )
    select
      (select coalesce(json_agg(json_build_array(fk, gid, coalesce(${sql.join(values, sql`, `)}), n)), '[]'::json)
        from g where not (${isArraySet})) as groups,
      (select coalesce(json_agg(json_build_array(fk, gid, v, n)), '[]'::json) from (
        select fk, gid, v, sum(n)::int as n from g
        cross join lateral unnest(coalesce(${sql.join(arrayValues, sql`, `)})) as v
        where ${isArraySet} group by 1, 2, 3) a) as array_groups,
      (select coalesce(json_agg(json_build_array(fk, ${sql.join(stats, sql`, `)})), '[]'::json)
        from u group by fk) as stats`;
}

/**
 * Custom-data counts come from the organisation's own rows (a small table) joined to the
 * companies that pass every filter but the custom-data one; they are never cached or shared.
 */
export function customDataStatement(conditions: SearchConditions, organizationId: string): SQL {
  const d = companyCustomData;
  return sql`select coalesce(json_agg(json_build_array(v, n)), '[]'::json) as values from (
    select ${d.key} || '=' || ${d.value} as v, count(*)::int as n
    from ${d} join ${companies} on ${companies.id} = ${d.companyId}
    where ${d.organizationId} = ${organizationId} and ${whereExcept(conditions, "customData")}
    group by ${d.key}, ${d.value}) t`;
}

/** Titles of NAICS codes and names of tag slugs, looked up for the values a list shows. */
export function labelStatement(codes: readonly string[], slugs: readonly string[]): SQL {
  const list = (values: readonly string[]) =>
    values.length
      ? sql`array[${sql.join(
          values.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]`
      : sql`'{}'::text[]`;
  return sql`select
    (select coalesce(json_object_agg(code, title), '{}'::json) from (
      select code, (select ${companies.naicsTitle} from ${companies}
        where ${companies.naicsCode} = code and ${companies.naicsTitle} is not null limit 1) as title
      from unnest(${list(codes)}) as code) t where title is not null) as titles,
    (select coalesce(json_object_agg(slug, name), '{}'::json) from (
      select slug, (select e->>'name' from ${companies} c2 cross join lateral jsonb_array_elements(c2.tags) e
        where c2.tag_slugs @> array[slug] and e->>'slug' = slug limit 1) as name
      from unnest(${list(slugs)}) as slug) t where name is not null) as names`;
}
