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
  type SearchFilter,
  scalarFacetColumns,
  whereExcept,
} from "./search-filters.ts";

/**
 * Facet counts and histograms, the usual faceted-search way: a facet's counts (a metric's
 * histogram) come from the companies matching every OTHER filter, so choosing a value does not
 * hide its alternatives. One scan reads the companies that fail at most one filter into memory,
 * tagging each with the filter it fails (`fk`: '' for none); a count for facet F then adds the
 * companies failing none and those failing only F.
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

function ownCounts(key: string, expression: SQL, unnest: boolean): SQL {
  const grouped = unnest
    ? sql`select v, count(*)::int as n from u cross join lateral unnest(${expression}) as v where u.fk = ${key} group by 1`
    : sql`select ${expression} as v, count(*)::int as n from u where u.fk = ${key} and ${expression} is not null group by 1`;
  return sql`(select coalesce(json_agg(json_build_array(o.v, o.n)), '[]'::json) from (${grouped}) o)`;
}

/** The counts a filter's own facet or histogram adds: companies failing only that filter. */
function ownAggregate(filter: SearchFilter): SQL | null {
  const { key } = filter;
  if (key in metricColumns) {
    const metric = key as NumericMetric;
    const x = sql`${ref(metricColumns[metric])}::float8`;
    return sql`json_build_array(${key}::text, 'metric', ${ownCounts(key, bucketExpression(metric, x), false)},
      (select json_build_array(min(${x}), max(${x}), count(${x})::int) from u where u.fk = ${key}))`;
  }
  if (key in arrayFacetColumns) {
    const column = ref(arrayFacetColumns[key as ArrayFacet]);
    return sql`json_build_array(${key}::text, 'facet', ${ownCounts(key, column, true)})`;
  }
  if (key === "productCodeLevels") {
    return sql`json_build_array(${key}::text, 'facet', ${ownCounts(key, ref(companies.naicsCode), false)})`;
  }
  if (key in scalarFacetColumns) {
    const column = ref(scalarFacetColumns[key as ScalarFacet]);
    return sql`json_build_array(${key}::text, 'facet', ${ownCounts(key, column, false)})`;
  }
  return null;
}

/**
 * `withExclusions` false: only companies passing every filter (used when each facet's own
 * counts come from elsewhere, e.g. the cached unfiltered counts). Custom data is always
 * required here: its counts come from customDataStatement.
 */
export function aggregationStatement(conditions: SearchConditions, withExclusions: boolean): SQL {
  const optional = conditions.filters.filter((filter) => filter.key !== "customData");
  const required = conditions.filters.filter((filter) => filter.key === "customData");
  const exclusions = withExclusions && optional.length > 0;
  const base = and(conditions.base, ...required.map((filter) => filter.condition)) as SQL;
  const where = exclusions
    ? and(
        base,
        // At most one filter fails: every filter but one holds, for some one.
        or(
          ...optional.map((filter) =>
            whereExcept({ base: sql`true`, filters: optional }, filter.key),
          ),
        ),
      )
    : whereExcept(conditions, null);
  const passes = exclusions
    ? optional.map((filter, i) => sql`coalesce(${filter.condition}, false) as ${passColumn(i)}`)
    : [];
  const fk = exclusions
    ? sql`case ${sql.join(
        optional.map((filter, i) => sql`when not ${passColumn(i)} then ${filter.key}`),
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
    expressions.map((expression) => sql`(${expression})`),
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
  const own = exclusions ? optional.map(ownAggregate).filter((part) => part !== null) : [];
  // Without exclusions every company read passes every filter: no second copy needed.
  const passing = exclusions ? sql`s` : sql`u`;

  // Companies passing every filter (`s`, usually few) are grouped by every facet and bucket at
  // once; those failing one filter only count towards that filter's own facet or histogram.
  return sql`with u as materialized (${u}),
    ${exclusions ? sql`s as materialized (select * from u where u.fk = ''),` : sql``}
    g as materialized (
      select grouping(${sql.join(expressions, sql`, `)}) as gid,
        ${sql.join(
          expressions.map((expression, i) => sql`${expression} as ${sql.identifier(`e${i}`)}`),
          sql`, `,
        )},
        count(*)::int as n
      from ${passing} u group by grouping sets (${sets})
    )
    select
      (select coalesce(json_agg(json_build_array(gid, coalesce(${sql.join(values, sql`, `)}), n)), '[]'::json)
        from g where not (${isArraySet})) as groups,
      (select coalesce(json_agg(json_build_array(gid, v, n)), '[]'::json) from (
        select gid, v, sum(n)::int as n from g
        cross join lateral unnest(coalesce(${sql.join(arrayValues, sql`, `)})) as v
        where ${isArraySet} group by 1, 2) a) as array_groups,
      (select json_build_array(count(*)::int, ${sql.join(stats, sql`, `)}) from ${passing} u) as stats,
      json_build_array(${own.length ? sql.join(own, sql`, `) : sql``}) as own`;
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
  // Qualified names: companies has a column called slug, which would win inside the lookups.
  return sql`select
    (select coalesce(json_object_agg(t.code, t.title), '{}'::json) from (
      select wanted.code, (select ${companies.naicsTitle} from ${companies}
        where ${companies.naicsCode} = wanted.code and ${companies.naicsTitle} is not null limit 1) as title
      from unnest(${list(codes)}) as wanted(code)) t where t.title is not null) as titles,
    (select coalesce(json_object_agg(t.tag, t.name), '{}'::json) from (
      select wanted.tag, (select e->>'name' from ${companies} c2 cross join lateral jsonb_array_elements(c2.tags) e
        where c2.tag_slugs @> array[wanted.tag] and e->>'slug' = wanted.tag limit 1) as name
      from unnest(${list(slugs)}) as wanted(tag)) t where t.name is not null) as names`;
}
