import { caseFiltersSchema } from "@tierwise/common/inputs/cases";
import { and, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import { isUuid } from "../../core/ids.ts";
import { parseInput } from "../../core/parse-input.ts";
import { likePattern } from "../../core/sql-support.ts";
import { ownedBy } from "../../core/tenant.ts";
import { caseTags, supplierCases } from "./case.table.ts";
import { caseVisibleTo } from "./case-visibility.ts";

export type CaseFiltersInput = z.input<typeof caseFiltersSchema>;
export type CaseFilters = z.output<typeof caseFiltersSchema>;
export type CaseIdentifier = {
  companyId?: string | null;
  duns?: string | null;
  portfolioId?: string | null;
};

const dayMs = 86_400_000;

/** The next calendar day of an ISO date (YYYY-MM-DD), as an ISO date. */
export function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/**
 * The creation-date range as instants (UTC). Spec 2 §5: "The end date of a range is shifted
 * back by one day." The list's date picker hands over the end of a range as the day *after*
 * the last day people chose (an exclusive end, as range pickers emit it), so the last day that
 * counts is `dateTo` minus one day, and a case counts when
 *   dateFrom 00:00 UTC <= created_at < dateTo 00:00 UTC.
 * E.g. dateFrom 2026-03-01, dateTo 2026-03-11: cases created 1–10 March. Equal dates give an
 * empty range. `lastDay` is that last counted day (the chart's last point).
 */
export function creationRange(filters: Pick<CaseFilters, "dateFrom" | "dateTo">) {
  return {
    from: filters.dateFrom ? new Date(`${filters.dateFrom}T00:00:00Z`) : null,
    toExclusive: filters.dateTo ? new Date(`${filters.dateTo}T00:00:00Z`) : null,
    lastDay: filters.dateTo ? addDays(filters.dateTo, -1) : null,
  };
}

/** The creation-date range as conditions on created_at (none without dates). */
export function creationConditions(filters: Pick<CaseFilters, "dateFrom" | "dateTo">): SQL[] {
  const range = creationRange(filters);
  return [
    range.from ? gte(supplierCases.createdAt, range.from) : undefined,
    range.toExclusive ? lt(supplierCases.createdAt, range.toExclusive) : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

export function parseCaseFilters(input: CaseFiltersInput | null | undefined): CaseFilters {
  return parseInput(caseFiltersSchema, input ?? {});
}

/** Only ids that can exist: a malformed one matches nothing instead of failing the query. */
const uuids = (ids: readonly string[]) => ids.filter(isUuid);

/** The identifier of a company or portfolio page: its cases only. */
export function identifierCondition(identifier: CaseIdentifier | null | undefined): SQL[] {
  if (!identifier) return [];
  return [
    identifier.companyId
      ? isUuid(identifier.companyId)
        ? eq(supplierCases.companyId, identifier.companyId)
        : sql`false`
      : undefined,
    identifier.duns ? eq(supplierCases.duns, identifier.duns.trim()) : undefined,
    identifier.portfolioId
      ? isUuid(identifier.portfolioId)
        ? eq(supplierCases.portfolioId, identifier.portfolioId)
        : sql`false`
      : undefined,
  ].filter((c): c is SQL => c !== undefined);
}

/**
 * The filters as SQL (spec 2 §3 "Case filter fields"). Assignees are `user:{id}` or
 * `team:{id}`; tags match a case with any of them; ntier matches any overlapping tier;
 * search is the title (trigram-indexed ILIKE) or the Case ID.
 */
export function filterConditions(
  filters: CaseFilters,
  options: { withDates?: boolean; withoutTagCopies?: boolean } = {},
): SQL[] {
  // The conditions caseTagRange applies to case_tags' copies; not repeated on the case.
  if (options.withoutTagCopies)
    return filterConditions(
      { ...filters, tags: undefined, status: undefined, priority: undefined, private: undefined },
      { withDates: options.withDates },
    );
  const conditions: (SQL | undefined)[] = [];
  if (filters.creators) conditions.push(inArray(supplierCases.creatorId, uuids(filters.creators)));
  if (filters.assignees) {
    const ids = (prefix: string) =>
      uuids(
        filters.assignees?.filter((a) => a.startsWith(prefix)).map((a) => a.slice(prefix.length)) ??
          [],
      );
    conditions.push(
      or(
        inArray(supplierCases.assigneeId, ids("user:")),
        inArray(supplierCases.assignedTeamId, ids("team:")),
      ) ?? sql`false`,
    );
  }
  if (filters.tags) {
    const tagIds = uuids(filters.tags);
    conditions.push(
      tagIds.length === 0
        ? sql`false`
        : // With the organisation too, the tag's cases come from case_tags_tag_case alone.
          sql`exists (select 1 from ${caseTags} where ${caseTags.caseId} = ${supplierCases.id}
            and ${caseTags.organizationId} = ${supplierCases.organizationId}
            and ${inArray(caseTags.tagId, tagIds)})`,
    );
  }
  if (filters.status) conditions.push(inArray(supplierCases.status, filters.status));
  if (filters.priority) conditions.push(inArray(supplierCases.priority, filters.priority));
  if (filters.private != null) conditions.push(eq(supplierCases.private, filters.private));
  if (filters.ntier)
    conditions.push(
      sql`${supplierCases.supplierTier} && array[${sql.join(
        filters.ntier.map((tier) => sql`${tier}`),
        sql`, `,
      )}]::integer[]`,
    );
  if (options.withDates !== false) conditions.push(...creationConditions(filters));
  const search = filters.search?.trim();
  if (search) {
    const byTitle = sql`${supplierCases.title} ilike ${likePattern(search)}`;
    conditions.push(
      /^\d{1,9}$/.test(search)
        ? (or(byTitle, eq(supplierCases.rowNumber, Number(search))) as SQL)
        : byTitle,
    );
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * With a tag filter, the case_tags rows of the cases that pass it, the status, priority and
 * privacy filters, and the viewer's visibility (caseVisibleTo on case_tags' copies of the
 * case's privacy), all from one range of case_tags_filter; the copies are kept in step by
 * triggers (migration case_tag_copy_triggers). The other filters go on supplier_cases
 * (filterConditions with withoutTagCopies). Undefined without a usable tag filter.
 */
export function caseTagRange(actor: TenantActor, filters: CaseFilters): SQL | undefined {
  const tagIds = uuids(filters.tags ?? []);
  if (tagIds.length === 0) return undefined;
  return ownedBy(
    actor,
    caseTags,
    inArray(caseTags.tagId, tagIds),
    filters.status ? inArray(caseTags.status, filters.status) : undefined,
    filters.priority ? inArray(caseTags.priority, filters.priority) : undefined,
    filters.private != null ? eq(caseTags.private, filters.private) : undefined,
    caseVisibleTo(actor, { id: caseTags.caseId, private: caseTags.private }, { perCase: true }),
  );
}

/** Whether a case matching caseTagRange can appear in more than one of its rows. */
export const tagRangeRepeats = (filters: CaseFilters) => uuids(filters.tags ?? []).length > 1;

/**
 * Every case query's where-clause: the actor's organisation, the cases the actor sees (spec 2
 * §6, caseVisibleTo), then the page's identifier and filters.
 */
export function visibleCasesWhere(actor: TenantActor, ...conditions: SQL[]): SQL {
  return ownedBy(actor, supplierCases, caseVisibleTo(actor), and(...conditions));
}
