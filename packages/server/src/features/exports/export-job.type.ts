import { companyMessages } from "@tierwise/common/company-messages";
import {
  ConnectedObjectNotFoundError,
  InvalidIdError,
  LimitReachedError,
  NotFoundError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { exportDownloadPath, exportPagePath } from "./export-files.ts";
import {
  exportJobForViewer,
  retryExportJob,
  startCompanyExport,
  startPdfDownload,
  visibleStatus,
} from "./export-job.service.ts";
import type { ExportJob } from "./export-job.table.ts";

const ExportFormatEnum = builder.enumType("ExportFormat", {
  description: "File formats of downloads (spec: PDF, XLSX, CSV).",
  values: ["CSV", "XLSX", "PDF"] as const,
});

export const CompanyExportFormatEnum = builder.enumType("CompanyExportFormat", {
  values: ["CSV", "XLSX"] as const,
});

const ExportJobKindEnum = builder.enumType("ExportJobKind", {
  values: {
    COMPANIES: { value: "companies" },
    PDF: { value: "pdf" },
    N_TIER: { value: "n-tier" },
  } as const,
});

const ExportJobStatusEnum = builder.enumType("ExportJobStatus", {
  description: "Spec 1 §4 download states: QUEUED and RUNNING are 'preparing'.",
  values: {
    QUEUED: { value: "queued" },
    RUNNING: { value: "running" },
    DONE: { value: "done" },
    FAILED: { value: "failed" },
  } as const,
});

export const ExportJobType = builder.objectRef<ExportJob>("ExportJob").implement({
  description:
    "A file prepared in the background for the viewer: a company export (CSV, XLSX) or a company profile PDF.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: ExportJobKindEnum, resolve: (job) => job.kind }),
    format: t.field({ type: ExportFormatEnum, resolve: (job) => job.format }),
    status: t.field({ type: ExportJobStatusEnum, resolve: (job) => visibleStatus(job) }),
    progress: t.int({
      description: "0–100; 100 once the file can be downloaded.",
      resolve: (job) => job.progress,
    }),
    rowCount: t.exposeInt("rowCount", { nullable: true }),
    fileName: t.exposeString("fileName"),
    fileBytes: t.int({ nullable: true, resolve: (job) => job.fileBytes }),
    error: t.string({
      nullable: true,
      description: "Why the file could not be prepared, in words for users.",
      resolve: (job) => (visibleStatus(job) === "failed" ? companyMessages.downloadFailed : null),
    }),
    pageUrl: t.string({
      description:
        "The page that waits for the file: /export-companies-download/{id} or /pdf-download/{id}.",
      resolve: (job) => exportPagePath(job),
    }),
    downloadUrl: t.string({
      nullable: true,
      description: "GET this (with the session cookie) for the file once status is DONE.",
      resolve: (job) => (visibleStatus(job) === "done" ? exportDownloadPath(job) : null),
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
  }),
});

builder.queryField("exportJob", (t) =>
  t.field({
    type: ExportJobType,
    description:
      "One of the viewer's own downloads; another user's or organisation's, or an expired one, is NotFoundError.",
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "ExportJobResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, exportJobForViewer, { id: String(args.id) }),
  }),
);

builder.mutationFields((t) => ({
  startCompanyExport: t.field({
    type: ExportJobType,
    description:
      "Exports a selection (companyIds), every result of an advanced search (searchParams, as in @tierwise/common/company-search) or a portfolio's companies (portfolioId, with its active descendants' when includeDescendants) to CSV or XLSX, at most 10,000 companies.",
    args: {
      format: t.arg({ type: CompanyExportFormatEnum, required: true }),
      companyIds: t.arg.idList({ required: false }),
      searchParams: t.arg({ type: "JSON", required: false }),
      portfolioId: t.arg.id({ required: false }),
      includeDescendants: t.arg.boolean({ required: false, defaultValue: false }),
    },
    errors: {
      types: [
        ValidationError,
        LimitReachedError,
        InvalidIdError,
        ConnectedObjectNotFoundError,
        NotFoundError,
      ],
      union: { name: "StartCompanyExportResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, startCompanyExport, {
        format: args.format,
        companyIds: args.companyIds?.map(String) ?? null,
        searchParams: args.searchParams ?? null,
        portfolioId: args.portfolioId?.toString() ?? null,
        includeDescendants: args.includeDescendants,
      }),
  }),
  startPdfDownload: t.field({
    type: ExportJobType,
    description: "Spec 3 §7 PDF download initiation: prepares the company profile PDF.",
    args: { companyId: t.arg.id({ required: true }) },
    errors: { types: [InvalidIdError, NotFoundError], union: { name: "StartPdfDownloadResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, startPdfDownload, { companyId: String(args.companyId) }),
  }),
  retryExportJob: t.field({
    type: ExportJobType,
    description: "Prepares the same file again as a new job (after a failure).",
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "RetryExportJobResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, retryExportJob, { id: String(args.id) }),
  }),
}));
