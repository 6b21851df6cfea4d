/**
 * Bulk requests in GraphQL (docs/company-requests-contract.graphql, "bulk"): the upload read
 * into rows (createBulkRequest), the column mapping and processing job (startBulkRequest), the
 * review of the middle band (reviewBulkRows), and the lists. Importing this file registers them.
 */
import {
  bulkRequestStatuses,
  bulkRowOutcomes,
  type RequestStatus,
  reviewDecisions,
  rowUnits,
} from "@tierwise/common/company-requests";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asTenant } from "../../../graphql/guards.ts";
import { listOrFail } from "../../../graphql/list-fields.ts";
import {
  CompanyMatchCandidateType,
  RequestPersonType,
  RequestPortfolioType,
  RequestStatusEnum,
} from "../request-refs.type.ts";
import { reopenBulkRows } from "./bulk-reopen.service.ts";
import { bulkReportPath } from "./bulk-report-route.ts";
import { createBulkRequest } from "./bulk-request-create.service.ts";
import {
  type BulkCounts,
  type BulkRequestView,
  type BulkRowView,
  bulkRequestById,
  listBulkRequests,
  listBulkRows,
} from "./bulk-request-read.service.ts";
import { startBulkRequest } from "./bulk-request-start.service.ts";
import { reviewBulkRows } from "./bulk-review.service.ts";
import type { ProposedColumn } from "./propose-mapping.ts";

const BulkRequestStatusEnum = builder.enumType("BulkRequestStatus", {
  values: bulkRequestStatuses,
});
const BulkRowOutcomeEnum = builder.enumType("BulkRowOutcome", { values: bulkRowOutcomes });
const ReviewDecisionEnum = builder.enumType("ReviewDecision", { values: reviewDecisions });
const RowUnitEnum = builder.enumType("RowUnit", {
  values: rowUnits,
  description: "What the file calls its rows: a sheet or CSV row, a JSON item, a JSON line.",
});

const RequestStatusCountType = builder
  .objectRef<{ status: RequestStatus; count: number }>("RequestStatusCount")
  .implement({
    fields: (t) => ({
      status: t.field({ type: RequestStatusEnum, resolve: (c) => c.status }),
      count: t.exposeInt("count"),
    }),
  });

const BulkRequestCountsType = builder.objectRef<BulkCounts>("BulkRequestCounts").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    processed: t.exposeInt("processed"),
    matched: t.exposeInt("matched"),
    review: t.exposeInt("review", { description: "Rows waiting for a review decision." }),
    requested: t.exposeInt("requested"),
    invalid: t.exposeInt("invalid"),
    duplicate: t.exposeInt("duplicate"),
    byStatus: t.field({
      type: [RequestStatusCountType],
      description: "The requests the bulk request made, per status.",
      resolve: (c) => c.byStatus,
    }),
  }),
});

const ProposedColumnType = builder.objectRef<ProposedColumn>("ProposedColumn").implement({
  fields: (t) => ({
    header: t.exposeString("header"),
    target: t.exposeString("target", { description: "A MappingTarget." }),
    confidence: t.exposeFloat("confidence", { description: "0–1, how sure the guess is." }),
    samples: t.exposeStringList("samples", { description: "First non-empty values (up to 3)." }),
  }),
});

const BulkRequestType = builder.objectRef<BulkRequestView>("BulkRequest").implement({
  description: "An uploaded supplier list and what became of its rows.",
  fields: (t) => ({
    id: t.exposeID("id"),
    filename: t.exposeString("filename"),
    status: t.field({ type: BulkRequestStatusEnum, resolve: (b) => b.status }),
    headers: t.exposeStringList("headers"),
    mapping: t.field({
      type: "JSON",
      nullable: true,
      description: "The ColumnMapping in use; null until processing starts.",
      resolve: (b) => b.mapping,
    }),
    proposedMapping: t.field({
      type: [ProposedColumnType],
      description: "The mapping remembered for these headers, else one guessed from them.",
      resolve: async (b) => (await b.proposal()).columns,
    }),
    mappingRemembered: t.boolean({ resolve: async (b) => (await b.proposal()).remembered }),
    rowCount: t.exposeInt("rowCount"),
    rowUnit: t.field({
      type: RowUnitEnum,
      description: "How the rows' numbers are named: row 2, item 1, line 4.",
      resolve: (b) => b.rowUnit,
    }),
    counts: t.field({ type: BulkRequestCountsType, resolve: (b) => b.counts() }),
    progress: t.float({
      description: "Processed rows / rows, 0–1.",
      resolve: async (b) => {
        const counts = await b.counts();
        return counts.total === 0 ? 0 : counts.processed / counts.total;
      },
    }),
    portfolios: t.field({ type: [RequestPortfolioType], resolve: (b) => b.portfolios() }),
    error: t.exposeString("error", { nullable: true }),
    creator: t.field({ type: RequestPersonType, resolve: (b) => b.creator() }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
    reportUrl: t.string({
      nullable: true,
      description: "GET: CSV of every invalid or duplicate row and why; null when there is none.",
      resolve: async (b) => {
        const counts = await b.counts();
        return counts.invalid + counts.duplicate > 0 ? bulkReportPath(b.id) : null;
      },
    }),
  }),
});

const BulkRequestConnection = builder
  .objectRef<{ items: BulkRequestView[]; totalCount: () => Promise<number> }>(
    "BulkRequestConnection",
  )
  .implement({
    fields: (t) => ({
      items: t.field({ type: [BulkRequestType], resolve: (page) => page.items }),
      totalCount: t.int({ resolve: (page) => page.totalCount() }),
    }),
  });

const BulkRowType = builder.objectRef<BulkRowView>("BulkRow").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    rowNumber: t.exposeInt("rowNumber", {
      description:
        "The row's place in the file, named by the bulk request's rowUnit: a CSV or sheet row as a spreadsheet numbers it (the header is row 1, the first data row 2), a JSON array's item from 1, a JSON-lines line from 1.",
    }),
    cleaned: t.field({ type: "JSON", nullable: true, resolve: (r) => r.cleaned }),
    raw: t.field({ type: "JSON", resolve: (r) => r.raw }),
    outcome: t.field({ type: BulkRowOutcomeEnum, nullable: true, resolve: (r) => r.outcome }),
    warnings: t.exposeStringList("warnings"),
    errors: t.exposeStringList("errors"),
    candidate: t.field({
      type: CompanyMatchCandidateType,
      nullable: true,
      description: "The best candidate (matched and review rows).",
      resolve: (r) => r.candidate(),
    }),
    candidates: t.field({
      type: [CompanyMatchCandidateType],
      description:
        "The candidates matching found for the row, best first; a review may confirm any of them.",
      resolve: (r) => r.candidateList(),
    }),
    duplicateOfRow: t.exposeInt("duplicateOfRow", {
      nullable: true,
      description:
        "The earlier row of the file this one repeats (duplicate rows); a duplicate of an open request has it in requestId.",
    }),
    decision: t.field({ type: ReviewDecisionEnum, nullable: true, resolve: (r) => r.decision }),
    requestId: t.exposeID("requestId", {
      nullable: true,
      description: "The request the row made, or the open request a duplicate row repeats.",
    }),
  }),
});

const BulkRowConnection = builder
  .objectRef<{ items: BulkRowView[]; totalCount: () => Promise<number> }>("BulkRowConnection")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [BulkRowType], resolve: (page) => page.items }),
      totalCount: t.int({ resolve: (page) => page.totalCount() }),
    }),
  });

const BulkRequestSuccess = builder
  .objectRef<{ bulkRequest: BulkRequestView }>("BulkRequestSuccess")
  .implement({
    fields: (t) => ({
      bulkRequest: t.field({ type: BulkRequestType, resolve: (r) => r.bulkRequest }),
    }),
  });

const ReviewBulkRowsSuccess = builder
  .objectRef<{ bulkRequest: BulkRequestView; rows: BulkRowView[] }>("ReviewBulkRowsSuccess")
  .implement({
    fields: (t) => ({
      bulkRequest: t.field({ type: BulkRequestType, resolve: (r) => r.bulkRequest }),
      rows: t.field({ type: [BulkRowType], resolve: (r) => r.rows }),
    }),
  });

const StartBulkRequestInput = builder.inputType("StartBulkRequestInput", {
  fields: (t) => ({
    bulkRequestId: t.id({ required: true }),
    mapping: t.field({ type: "JSON", required: true, description: "A ColumnMapping." }),
    portfolioIds: t.idList(),
  }),
});
const ReviewDecisionInput = builder.inputType("ReviewDecisionInput", {
  fields: (t) => ({
    rowId: t.id({ required: true }),
    decision: t.field({ type: ReviewDecisionEnum, required: true }),
    companyId: t.id({
      description:
        "With confirm: another of the row's candidates than the best one. Other companies are refused.",
    }),
  }),
});
const ReopenBulkRowsInput = builder.inputType("ReopenBulkRowsInput", {
  fields: (t) => ({
    bulkRequestId: t.id({ required: true }),
    rowIds: t.idList({ required: true }),
  }),
});
const ReviewBulkRowsInput = builder.inputType("ReviewBulkRowsInput", {
  fields: (t) => ({
    bulkRequestId: t.id({ required: true }),
    decisions: t.field({ type: [ReviewDecisionInput], required: true }),
  }),
});

builder.queryFields((t) => ({
  bulkRequests: t.field({
    type: BulkRequestConnection,
    description: "The organisation's bulk requests, newest first, 25 per page.",
    args: { first: t.arg.int({ defaultValue: 25 }), offset: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listBulkRequests, { first: args.first, offset: args.offset })),
  }),
  bulkRequest: t.field({
    type: BulkRequestType,
    nullable: true,
    description: "Null when it is not the organisation's.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, bulkRequestById, { id: String(args.id) }),
  }),
  bulkRequestRows: t.field({
    type: BulkRowConnection,
    description: "One bulk request's rows in file order, optionally of some outcomes.",
    args: {
      bulkRequestId: t.arg.id({ required: true }),
      outcome: t.arg({ type: [BulkRowOutcomeEnum] }),
      rowNumbers: t.arg.intList({ description: "Only these rows (up to 25), by rowNumber." }),
      first: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listBulkRows, {
          bulkRequestId: String(args.bulkRequestId),
          outcome: args.outcome,
          rowNumbers: args.rowNumbers,
          first: args.first,
          offset: args.offset,
        }),
      ),
  }),
}));

/** createBulkRequest and startBulkRequest answer with the one contract union. */
const bulkRequestResult = {
  types: [ValidationError, NotFoundError, ForbiddenError],
  result: { name: "BulkRequestSuccess" },
  union: { name: "BulkRequestResult" },
};

builder.mutationFields((t) => ({
  createBulkRequest: t.field({
    type: BulkRequestSuccess,
    description:
      "Reads a supplier list uploaded with POST /upload-attachments (type company-request-bulk) into a bulk request waiting for its column mapping.",
    args: {
      fileKey: t.arg.id({ required: true }),
      filename: t.arg.string({ required: true }),
    },
    errors: bulkRequestResult,
    resolve: async (_root, args, ctx) => ({
      bulkRequest: await asTenant(ctx, createBulkRequest, {
        fileKey: String(args.fileKey),
        filename: args.filename,
      }),
    }),
  }),
  startBulkRequest: t.field({
    type: BulkRequestSuccess,
    description:
      "Saves the mapping (remembered for the next file with the same headers) and the portfolios, and queues the processing.",
    args: { input: t.arg({ type: StartBulkRequestInput, required: true }) },
    errors: bulkRequestResult,
    resolve: async (_root, args, ctx) => ({
      bulkRequest: await asTenant(ctx, startBulkRequest, {
        bulkRequestId: String(args.input.bulkRequestId),
        mapping: args.input.mapping,
        portfolioIds: args.input.portfolioIds?.map(String) ?? [],
      }),
    }),
  }),
  reviewBulkRows: t.field({
    type: ReviewBulkRowsSuccess,
    description: "Confirms (links the candidate) or rejects (makes a request) rows in review.",
    args: { input: t.arg({ type: ReviewBulkRowsInput, required: true }) },
    errors: {
      types: [ValidationError, NotFoundError, ForbiddenError],
      union: { name: "ReviewBulkRowsResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, reviewBulkRows, {
        bulkRequestId: String(args.input.bulkRequestId),
        decisions: args.input.decisions.map((d) => ({
          rowId: String(d.rowId),
          decision: d.decision,
          companyId: d.companyId == null ? null : String(d.companyId),
        })),
      }),
  }),
  reopenBulkRows: t.field({
    type: ReviewBulkRowsSuccess,
    description:
      "Not this company: sends matched rows back to review and remembers their company as rejected for the row's name and country.",
    args: { input: t.arg({ type: ReopenBulkRowsInput, required: true }) },
    errors: {
      types: [ValidationError, NotFoundError, ForbiddenError],
      union: { name: "ReopenBulkRowsResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, reopenBulkRows, {
        bulkRequestId: String(args.input.bulkRequestId),
        rowIds: args.input.rowIds.map(String),
      }),
  }),
}));
