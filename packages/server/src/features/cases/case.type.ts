import { casePriorities, caseStatuses } from "@tierwise/common/cases";
import { builder } from "../../graphql/builder.ts";
import { asTenant, asTenantReading } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { AttachmentType, CommentType } from "../comments/comment.type.ts";
import { supplierCaseChartData } from "./case-chart.service.ts";
import type { CaseFiltersInput } from "./case-filters.ts";
import { listSupplierCases, type SupplierCasePage, supplierCaseById } from "./case-list.service.ts";
import type { CaseAccessEntryView, SupplierCaseView } from "./case-presenter.ts";
import { type CaseConvertedSummary, convertedCaseOf } from "./case-wall.ts";
import { CaseTeamRefType, CaseUserRefType } from "./tasks/case-people.type.ts";

/** Supplier cases (spec 2 §3), exactly as /work/notes/cases-contract.graphql names them. */
export const CaseStatusEnum = builder.enumType("CaseStatus", { values: caseStatuses });
export const CasePriorityEnum = builder.enumType("CasePriority", { values: casePriorities });

const CaseAccessEntryType = builder.objectRef<CaseAccessEntryView>("CaseAccessEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "user or team." }),
    name: t.exposeString("name"),
  }),
});
const CaseTagType = builder.objectRef<{ id: string; value: string }>("CaseTag").implement({
  fields: (t) => ({ id: t.exposeID("id"), value: t.exposeString("value") }),
});
const CaseCompanyRefType = builder
  .objectRef<NonNullable<SupplierCaseView["company"]>>("CaseCompanyRef")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
    }),
  });
const CasePortfolioRefType = builder
  .objectRef<NonNullable<SupplierCaseView["portfolio"]>>("CasePortfolioRef")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      slug: t.exposeString("slug"),
      name: t.exposeString("name"),
      descendantCompaniesCount: t.exposeInt("descendantCompaniesCount"),
    }),
  });
const CaseGscaType = builder
  .objectRef<NonNullable<SupplierCaseView["gsca"]>>("CaseGsca")
  .implement({
    fields: (t) => ({
      enabled: t.exposeBoolean("enabled"),
      locations: t.exposeStringList("locations"),
      type: t.exposeString("type", { description: "violation or risk." }),
      themes: t.exposeStringList("themes"),
      subThemes: t.field({
        type: "JSON",
        description: "Each selected theme's sub-theme keys.",
        resolve: (g) => g.subThemes,
      }),
    }),
  });
const CaseCountsType = builder.objectRef<SupplierCaseView>("CaseCounts").implement({
  fields: (t) => ({
    emails: t.exposeInt("emailCount"),
    comments: t.exposeInt("commentCount"),
    externalEmails: t.exposeInt("externalEmailCount"),
    allTasks: t.exposeInt("taskCount"),
    closedTasks: t.exposeInt("closedTaskCount"),
  }),
});

export const SupplierCaseType = builder.objectRef<SupplierCaseView>("SupplierCase").implement({
  description: "A supplier case as the viewer sees it (spec 2 §3).",
  fields: (t) => ({
    id: t.exposeID("id"),
    rowNumber: t.exposeInt("rowNumber", { description: "Shown as Case ID." }),
    title: t.exposeString("title"),
    description: t.field({ type: "JSON", resolve: (c) => c.description }),
    descriptionText: t.exposeString("descriptionText"),
    status: t.field({ type: CaseStatusEnum, resolve: (c) => c.status }),
    priority: t.field({ type: CasePriorityEnum, resolve: (c) => c.priority }),
    assignee: t.field({ type: CaseUserRefType, nullable: true, resolve: (c) => c.assignee }),
    assignedTeam: t.field({
      type: CaseTeamRefType,
      nullable: true,
      resolve: (c) => c.assignedTeam,
    }),
    creator: t.field({ type: CaseUserRefType, resolve: (c) => c.creator }),
    dueDate: t.exposeString("dueDate", { nullable: true, description: "YYYY-MM-DD." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true }),
    tags: t.field({ type: [CaseTagType], resolve: (c) => c.tags }),
    private: t.exposeBoolean("private"),
    accessList: t.field({
      type: [CaseAccessEntryType],
      description: "Stored entries; they decide who sees the case only while it is private.",
      resolve: (c) => c.accessList,
    }),
    aclRead: t.exposeStringList("aclRead", { description: '"user:{id}" and "team:{id}".' }),
    locations: t.exposeStringList("locations", { description: "ISO country codes." }),
    riskSubCategory: t.exposeStringList("riskSubCategory"),
    gsca: t.field({ type: CaseGscaType, nullable: true, resolve: (c) => c.gsca }),
    attachments: t.field({ type: [AttachmentType], resolve: (c) => c.attachments }),
    company: t.field({ type: CaseCompanyRefType, nullable: true, resolve: (c) => c.company }),
    companyId: t.exposeID("companyId", { nullable: true }),
    duns: t.exposeString("duns", { nullable: true }),
    portfolio: t.field({
      type: CasePortfolioRefType,
      nullable: true,
      description: "Null when the viewer does not see the portfolio.",
      resolve: (c) => c.portfolio,
    }),
    createdFromCommentId: t.exposeID("createdFromCommentId", { nullable: true }),
    alertId: t.exposeString("alertId", { nullable: true }),
    alertNewId: t.exposeString("alertNewId", { nullable: true }),
    newsId: t.exposeString("newsId", { nullable: true }),
    blogId: t.exposeString("blogId", { nullable: true }),
    resolutionCommentId: t.exposeID("resolutionCommentId", { nullable: true }),
    resolutionComment: t.exposeString("resolutionComment", {
      nullable: true,
      description: "Plain text of the resolution comment, when the viewer sees it.",
    }),
    lastComment: t.exposeString("lastComment", {
      nullable: true,
      description: "The first 34 characters of the newest public comment or e-mail body.",
    }),
    lastActivityAt: t.expose("lastActivityAt", { type: "DateTime", nullable: true }),
    supplierTier: t.exposeIntList("supplierTier"),
    labels: t.exposeStringList("labels"),
    counts: t.field({ type: CaseCountsType, resolve: (c) => c }),
    daysActive: t.exposeInt("daysActive", {
      description: "Whole days from creation to closing, or to now while open.",
    }),
    progress: t.exposeInt("progress", {
      nullable: true,
      description: "Closed tasks as a whole percent; null when there are no tasks.",
    }),
    canEdit: t.exposeBoolean("canEdit"),
    canDelete: t.exposeBoolean("canDelete"),
  }),
});

const SupplierCaseConnection = builder
  .objectRef<SupplierCasePage>("SupplierCaseConnection")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [SupplierCaseType], resolve: (page) => page.items }),
      totalCount: t.int({ resolve: (page) => page.totalCount() }),
    }),
  });

export const CaseFiltersInputType = builder.inputType("CaseFiltersInput", {
  fields: (t) => ({
    creators: t.idList(),
    assignees: t.stringList({ description: '"user:{id}" or "team:{id}".' }),
    tags: t.idList(),
    status: t.field({ type: [CaseStatusEnum] }),
    priority: t.field({ type: [CasePriorityEnum] }),
    private: t.boolean(),
    ntier: t.intList(),
    dateFrom: t.string({ description: "YYYY-MM-DD, the first day of creation (UTC)." }),
    dateTo: t.string({
      description:
        "YYYY-MM-DD, shifted back one day (spec 2 §5): the last day counted is the day before.",
    }),
    search: t.string({ description: "Words of the title, or a Case ID." }),
  }),
});
const CaseIdentifierInput = builder.inputType("CaseIdentifierInput", {
  fields: (t) => ({ companyId: t.id(), duns: t.string(), portfolioId: t.id() }),
});
const CaseSortInput = builder.inputType("CaseSortInput", {
  fields: (t) => ({
    key: t.string({ required: true, description: "One of caseSortKeys." }),
    direction: t.string({ required: true, description: "Asc or Desc." }),
  }),
});

const CaseChartBucketType = builder
  .objectRef<{ key: string; label: string; count: number }>("CaseChartBucket")
  .implement({
    fields: (t) => ({
      key: t.exposeString("key"),
      label: t.exposeString("label"),
      count: t.exposeInt("count"),
    }),
  });
const CaseChartPointType = builder
  .objectRef<{ date: string; created: number; closed: number }>("CaseChartPoint")
  .implement({
    fields: (t) => ({
      date: t.exposeString("date", { description: "YYYY-MM-DD (UTC)." }),
      created: t.exposeInt("created"),
      closed: t.exposeInt("closed"),
    }),
  });
const CaseChartDataType = builder
  .objectRef<Awaited<ReturnType<typeof supplierCaseChartData>>>("CaseChartData")
  .implement({
    fields: (t) => ({
      byStatus: t.field({ type: [CaseChartBucketType], resolve: (d) => d.byStatus }),
      byPriority: t.field({ type: [CaseChartBucketType], resolve: (d) => d.byPriority }),
      byAssignee: t.field({
        type: [CaseChartBucketType],
        description:
          'The ten assignees with most cases ("user:{id}", "team:{id}"), then "unassigned".',
        resolve: (d) => d.byAssignee,
      }),
      overTime: t.field({
        type: [CaseChartPointType],
        description: "Per day: the filter's date range, or the last 90 days.",
        resolve: (d) => d.overTime,
      }),
      total: t.exposeInt("total"),
    }),
  });

const toId = (value: string | number | null | undefined) => (value == null ? value : String(value));

/**
 * GraphQL's filter input as the service's: ids as strings, and a filter sent as null is no
 * filter at all (as if left out).
 */
export function filtersArg(
  filters: typeof CaseFiltersInputType.$inferInput | null | undefined,
): CaseFiltersInput | undefined {
  if (!filters) return undefined;
  const present = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== null && value !== undefined),
  ) as Record<string, unknown>;
  for (const key of ["creators", "tags"])
    if (Array.isArray(present[key])) present[key] = (present[key] as unknown[]).map(String);
  return present as CaseFiltersInput;
}

builder.queryFields((t) => ({
  supplierCases: t.field({
    type: SupplierCaseConnection,
    description: "The cases the viewer sees, 25 per page (offset paging).",
    args: {
      identifier: t.arg({ type: CaseIdentifierInput }),
      filters: t.arg({ type: CaseFiltersInputType }),
      sort: t.arg({ type: CaseSortInput }),
      first: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenantReading(ctx, listSupplierCases, {
          identifier: args.identifier && {
            ...args.identifier,
            companyId: toId(args.identifier.companyId),
            portfolioId: toId(args.identifier.portfolioId),
          },
          filters: filtersArg(args.filters),
          sort: args.sort,
          first: args.first,
          offset: args.offset,
        }),
      ),
  }),
  supplierCase: t.field({
    type: SupplierCaseType,
    nullable: true,
    description: "Null when missing or not visible to the viewer.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, supplierCaseById, { id: String(args.id) }),
  }),
  supplierCaseChartData: t.field({
    type: CaseChartDataType,
    args: { filters: t.arg({ type: CaseFiltersInputType }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, supplierCaseChartData, { filters: filtersArg(args.filters) })),
  }),
}));

const CaseConvertedSummaryType = builder
  .objectRef<CaseConvertedSummary>("CaseConvertedSummary")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      rowNumber: t.exposeInt("rowNumber", { description: "Shown as Case ID." }),
      createdAt: t.expose("createdAt", { type: "DateTime" }),
      status: t.field({
        type: CaseStatusEnum,
        resolve: (c) => c.status as (typeof caseStatuses)[number],
      }),
    }),
  });

// The cases feature adds this field to the comments feature's Comment type, so comments never
// imports cases (the folders would form an import cycle).
builder.objectField(CommentType, "convertedToCase", (t) =>
  t.field({
    type: CaseConvertedSummaryType,
    nullable: true,
    description: "The case this note became, when the viewer sees that case.",
    resolve: (comment, _args, ctx) =>
      comment.convertedAt ? asTenant(ctx, convertedCaseOf, comment.id) : null,
  }),
);
