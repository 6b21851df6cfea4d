import { reviewDecisions, rowUnits } from "@tierwise/common/company-requests";
import { ForbiddenError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import {
  CompanyRequestInputType,
  requestInputArg,
} from "../company-requests/company-request.type.ts";
import { LikelyMatchesAnswer } from "../company-requests/request-errors.ts";
import { RequestStatusEnum } from "../company-requests/request-refs.type.ts";
import { uploadNTierFile } from "./relations-upload.service.ts";
import { type NTierUploadSite, nTierUploadOutcomes } from "./relations-upload.table.ts";
import {
  nTierUploadKinds,
  relationTargetLabels,
  relationTargets,
} from "./relations-upload-mapping.ts";
import { type NTierUploadPreview, previewNTierFile } from "./relations-upload-preview.service.ts";
import {
  type NTierUploadRowView,
  type NTierUploadSideView,
  type NTierUploadView,
  nTierUpload,
  nTierUploadRowList,
} from "./relations-upload-read.service.ts";
import { requestNTierUploadCompany } from "./relations-upload-request.service.ts";
import { decideNTierUploadRow } from "./relations-upload-review.service.ts";

// Issue 29 "Getting relations in": a relations file or facility list uploaded, its rows with
// their outcomes, and the review decisions. Every field needs the nTier flag.

const OutcomeEnum = builder.enumType("NTierUploadOutcome", { values: nTierUploadOutcomes });
const KindEnum = builder.enumType("NTierUploadKind", { values: nTierUploadKinds });
const TargetEnum = builder.enumType("NTierUploadTarget", { values: relationTargets });
const SideNameEnum = builder.enumType("NTierUploadSideName", {
  values: ["customer", "supplier"] as const,
});
const RowUnitEnum = builder.enumType("NTierUploadRowUnit", { values: rowUnits });
const DecisionEnum = builder.enumType("NTierUploadDecision", { values: reviewDecisions });

const CountsType = builder.objectRef<NTierUploadView["counts"]>("NTierUploadCounts").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    created: t.exposeInt("created"),
    review: t.exposeInt("review"),
    unmatched: t.exposeInt("unmatched"),
    invalid: t.exposeInt("invalid"),
    rejected: t.exposeInt("rejected"),
  }),
});

const UploadType = builder.objectRef<NTierUploadView>("NTierUpload").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    filename: t.exposeString("filename"),
    kind: t.field({ type: KindEnum, resolve: (u) => u.kind }),
    headers: t.exposeStringList("headers"),
    mapping: t.field({
      type: "JSON",
      description: "Header → column (customerName, supplierName, part, latitude…).",
      resolve: (u) => u.mapping,
    }),
    rowCount: t.exposeInt("rowCount"),
    rowUnit: t.field({ type: RowUnitEnum, resolve: (u) => u.rowUnit }),
    counts: t.field({ type: CountsType, resolve: (u) => u.counts }),
  }),
});

const ColumnType = builder
  .objectRef<NTierUploadPreview["columns"][number]>("NTierUploadColumn")
  .implement({
    fields: (t) => ({
      header: t.exposeString("header"),
      target: t.field({ type: TargetEnum, resolve: (c) => c.target }),
      samples: t.exposeStringList("samples", { description: "First non-empty values (up to 3)." }),
    }),
  });

const TargetOptionType = builder
  .objectRef<{ target: (typeof relationTargets)[number] }>("NTierUploadTargetOption")
  .implement({
    fields: (t) => ({
      target: t.field({ type: TargetEnum, resolve: (o) => o.target }),
      label: t.string({ resolve: (o) => relationTargetLabels[o.target] }),
    }),
  });

const PreviewType = builder.objectRef<NTierUploadPreview>("NTierUploadPreview").implement({
  description: "An uploaded file's columns and the proposed mapping, before anything is matched.",
  fields: (t) => ({
    filename: t.exposeString("filename"),
    headers: t.exposeStringList("headers"),
    rowCount: t.exposeInt("rowCount"),
    rowUnit: t.field({ type: RowUnitEnum, resolve: (p) => p.rowUnit }),
    kind: t.field({ type: KindEnum, resolve: (p) => p.kind }),
    columns: t.field({ type: [ColumnType], resolve: (p) => p.columns }),
    targets: t.field({
      type: [TargetOptionType],
      description: "Every column a file's column may be imported as, with its label.",
      resolve: () => relationTargets.map((target) => ({ target })),
    }),
  }),
});

type SideRequest = NonNullable<NTierUploadSideView["request"]>;
const SideRequestType = builder.objectRef<SideRequest>("NTierUploadSideRequest").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: RequestStatusEnum, resolve: (r) => r.status }),
    companyName: t.exposeString("companyName"),
  }),
});

type Candidate = NTierUploadSideView["candidates"][number];
const CandidateType = builder.objectRef<Candidate>("NTierUploadCandidate").implement({
  fields: (t) => ({
    companyId: t.exposeID("companyId"),
    name: t.exposeString("name"),
    score: t.exposeFloat("score"),
    band: t.exposeString("band"),
    slug: t.exposeString("slug", { nullable: true, description: "The company profile's slug." }),
  }),
});

const SideType = builder.objectRef<NTierUploadSideView>("NTierUploadSide").implement({
  fields: (t) => ({
    name: t.exposeString("name", { nullable: true }),
    country: t.exposeString("country", { nullable: true }),
    band: t.exposeString("band", { description: "confident, review, weak or none." }),
    companyId: t.id({ nullable: true, resolve: (s) => s.company?.id ?? null }),
    companyName: t.string({ nullable: true, resolve: (s) => s.company?.name ?? null }),
    companySlug: t.string({
      nullable: true,
      description: "The matched company profile's slug.",
      resolve: (s) => s.company?.slug ?? null,
    }),
    candidates: t.field({ type: [CandidateType], resolve: (s) => s.candidates }),
    request: t.field({
      type: SideRequestType,
      nullable: true,
      description: "The company request made for this side (requestNTierUploadCompany).",
      resolve: (s) => s.request,
    }),
  }),
});

const SiteType = builder.objectRef<NTierUploadSite>("NTierUploadSite").implement({
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (s) => s.name ?? null }),
    address: t.string({ nullable: true, resolve: (s) => s.address ?? null }),
    countryCode: t.string({ nullable: true, resolve: (s) => s.countryCode ?? null }),
    latitude: t.exposeFloat("latitude"),
    longitude: t.exposeFloat("longitude"),
  }),
});

const RowType = builder.objectRef<NTierUploadRowView>("NTierUploadRow").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    rowNumber: t.exposeInt("rowNumber"),
    label: t.exposeString("label", { description: 'Where the row is in the file: "Row 4".' }),
    outcome: t.field({ type: OutcomeEnum, resolve: (r) => r.outcome }),
    reasons: t.exposeStringList("reasons"),
    customer: t.field({ type: SideType, nullable: true, resolve: (r) => r.customer }),
    supplier: t.field({ type: SideType, nullable: true, resolve: (r) => r.supplier }),
    part: t.exposeString("part", { nullable: true }),
    site: t.field({ type: SiteType, nullable: true, resolve: (r) => r.site }),
    relationId: t.exposeID("relationId", { nullable: true }),
    siteId: t.exposeID("siteId", { nullable: true }),
  }),
});

const errorTypes = [ValidationError, NotFoundError, ForbiddenError];

builder.queryFields((t) => ({
  nTierUploadPreview: t.field({
    type: PreviewType,
    description:
      "Reads a file uploaded with POST /upload-attachments (type company-request-bulk) without using it: its columns, their first values and the proposed mapping, for uploadNTierFile. Needs nTier.",
    args: {
      fileKey: t.arg.id({ required: true }),
      filename: t.arg.string({ required: true }),
    },
    errors: { types: errorTypes, union: { name: "NTierUploadPreviewResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, previewNTierFile, { fileKey: String(args.fileKey), filename: args.filename }),
  }),
  nTierUpload: t.field({
    type: UploadType,
    description: "One of the organisation's relations uploads. Needs nTier.",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listOrFail(() => asTenant(ctx, nTierUpload, String(args.id))),
  }),
  nTierUploadRows: t.field({
    type: [RowType],
    description: "Every row of an upload in file order, with its outcome. Needs nTier.",
    args: {
      uploadId: t.arg.id({ required: true }),
      outcomes: t.arg({ type: [OutcomeEnum] }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, nTierUploadRowList, {
          uploadId: String(args.uploadId),
          outcomes: args.outcomes,
        }),
      ),
  }),
}));

builder.mutationFields((t) => ({
  uploadNTierFile: t.field({
    type: UploadType,
    description:
      "Reads a relations file or facility list uploaded with POST /upload-attachments (type company-request-bulk), matches its companies and writes the certain rows as the organisation's own relations and sites. Needs nTier.",
    args: {
      fileKey: t.arg.id({ required: true }),
      filename: t.arg.string({ required: true }),
      mapping: t.arg({
        type: "JSON",
        description: "Header → column; proposed from the headers when left out.",
      }),
      kind: t.arg({
        type: KindEnum,
        description: "What the file is; relations when a customer column is mapped, if left out.",
      }),
      siteCompanyId: t.arg.id({
        description: "A facility list whose every row is a site of this company.",
      }),
    },
    errors: { types: errorTypes, union: { name: "UploadNTierFileResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, uploadNTierFile, {
        fileKey: String(args.fileKey),
        filename: args.filename,
        mapping: args.mapping,
        kind: args.kind,
        siteCompanyId: args.siteCompanyId == null ? null : String(args.siteCompanyId),
      }),
  }),
  requestNTierUploadCompany: t.field({
    type: RowType,
    description:
      "Asks for the company a row's side did not match, with one company request (as createCompanyRequest, likely matches included); the row then shows the request. Needs nTier.",
    args: {
      rowId: t.arg.id({ required: true }),
      side: t.arg({ type: SideNameEnum, required: true }),
      input: t.arg({ type: CompanyRequestInputType, required: true }),
    },
    errors: {
      types: [LikelyMatchesAnswer, ...errorTypes],
      union: { name: "RequestNTierUploadCompanyResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, requestNTierUploadCompany, {
        rowId: String(args.rowId),
        side: args.side,
        request: requestInputArg(args.input),
      }),
  }),
  decideNTierUploadRow: t.field({
    type: RowType,
    description: "Confirms (writes the relation or site) or rejects a row in review. Needs nTier.",
    args: {
      rowId: t.arg.id({ required: true }),
      decision: t.arg({ type: DecisionEnum, required: true }),
      customerCompanyId: t.arg.id(),
      supplierCompanyId: t.arg.id(),
    },
    errors: { types: errorTypes, union: { name: "DecideNTierUploadRowResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, decideNTierUploadRow, {
        rowId: String(args.rowId),
        decision: args.decision,
        customerCompanyId: args.customerCompanyId == null ? null : String(args.customerCompanyId),
        supplierCompanyId: args.supplierCompanyId == null ? null : String(args.supplierCompanyId),
      }),
  }),
}));
