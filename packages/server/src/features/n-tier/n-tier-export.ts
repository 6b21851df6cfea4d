import { countryName } from "@tierwise/common/countries";
import { and, inArray, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Company } from "../companies/company.table.ts";
import type { CellValue } from "../exports/csv-cells.ts";
import { exportChunkSize } from "../exports/export-files.ts";
import { createJob } from "../exports/export-job.service.ts";
import type { ExportJob } from "../exports/export-job.table.ts";
import { type ExportSink, openCsvSink, openXlsxSink } from "../exports/export-sinks.ts";
import { type ExportWriterInput, registerExportWriter } from "../exports/export-writers.ts";
import { companySites, type NTierNodeRow } from "./n-tier.table.ts";
import {
  countNodes,
  filteredNodes,
  type NTierFilter,
  nTierAccess,
  visibleSites,
  withCompanies,
} from "./n-tier-access.ts";
import { type NTierSort, nTierOrder } from "./n-tier-read.service.ts";

/** What an n-tier export job keeps: the table's filter and order, and the measures the viewer may see. */
export type NTierExportParams = {
  filter: NTierFilter;
  /** Absent in jobs started before exports kept the order: tier, then name. */
  sort?: NTierSort | null;
  centrality: boolean;
  impact: boolean;
};

type Row = { node: NTierNodeRow; company: Company; siteCount: number };
type Column = {
  header: string;
  value(row: Row, links: { publicUrl: string }): CellValue;
  numFmt?: string;
  width: number;
  /** Shown only with the flag (spec 3 §3: nTierCentralityScore, nTierImpact). */
  flag?: "centrality" | "impact";
};

const columns: readonly Column[] = [
  { header: "Name", value: (r) => r.company.displayName, width: 32 },
  { header: "Tier", value: (r) => r.node.tier, numFmt: "0", width: 6 },
  {
    header: "Country",
    value: (r) => (r.company.countryCode ? (countryName(r.company.countryCode) ?? null) : null),
    width: 20,
  },
  { header: "Industry", value: (r) => r.company.sector, width: 28 },
  { header: "Parts", value: (r) => r.node.parts.join("; ") || null, width: 32 },
  { header: "Has risks", value: (r) => (r.node.hasRisks ? "Yes" : "No"), width: 10 },
  { header: "Risks", value: (r) => r.node.riskCount, numFmt: "0", width: 8 },
  { header: "Sites", value: (r) => r.siteCount, numFmt: "0", width: 8 },
  {
    header: "Centrality",
    value: (r) => r.node.centrality,
    numFmt: "0.0000",
    width: 12,
    flag: "centrality",
  },
  { header: "Degree", value: (r) => r.node.degree, numFmt: "0", width: 8, flag: "centrality" },
  { header: "Impact", value: (r) => r.node.impact, numFmt: "0", width: 8, flag: "impact" },
  {
    header: "Profile URL",
    value: (r, links) => `${links.publicUrl}/company/${encodeURIComponent(r.company.slug)}`,
    width: 48,
  },
];

/** The file's columns for these flags, in file order. */
export function nTierExportColumns(params: Pick<NTierExportParams, "centrality" | "impact">) {
  return columns.filter((column) => !column.flag || params[column.flag]);
}

/**
 * Starts exporting the viewer organisation's network, as the table shows it under `filter`, to
 * CSV or XLSX through the export jobs. Needs nTier; centrality and impact columns need their
 * flags, decided now like the table's columns.
 */
export async function startNTierExport(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { format: "CSV" | "XLSX"; filter: NTierFilter; sort?: NTierSort | null },
): Promise<ExportJob> {
  const access = await nTierAccess(deps, actor);
  if ((await countNodes(deps.db, actor, input.filter)) === 0)
    throw new ValidationError([
      { path: "filter", message: "No companies of the network match the filter." },
    ]);
  const params: NTierExportParams = {
    filter: input.filter,
    sort: input.sort ?? null,
    centrality: access.centrality,
    impact: access.impact,
  };
  return createJob(deps, actor, {
    kind: "n-tier",
    format: input.format,
    params: { registered: params },
    fileBase: "tierwise-n-tier",
  });
}

/**
 * Writes the job's network rows in the table's order when the export started (tier, then
 * name, unless the viewer sorted), a chunk at a time. Text cells go through the export sinks, which neutralise formulas in CSV (csv-cells.ts)
 * and store text as text in XLSX.
 */
export async function writeNTierExport(input: ExportWriterInput): Promise<number> {
  const { db, job } = input;
  if (!("registered" in job.params)) throw new Error(`export job ${job.id} has no n-tier params`);
  const params = job.params.registered as NTierExportParams;
  const owner = { organizationId: job.organizationId };
  const chosen = nTierExportColumns(params);
  const total = await countNodes(db, owner, params.filter);
  const open = input.format === "CSV" ? openCsvSink : openXlsxSink;
  const sink: ExportSink = await open(input.path, chosen);
  let rowCount = 0;
  try {
    for (;;) {
      const nodes = await filteredNodes(db, owner, params.filter)
        .orderBy(...nTierOrder(params, params.sort))
        .limit(exportChunkSize)
        .offset(rowCount);
      if (nodes.length === 0) break;
      const found = await withCompanies(db, nodes);
      const sites = await siteCounts(
        db,
        job.organizationId,
        found.map((f) => f.company.id),
      );
      const rows = found.map((f) => ({ ...f, siteCount: sites.get(f.company.id) ?? 0 }));
      await sink.writeRows(
        rows.map((row) => chosen.map((c) => c.value(row, { publicUrl: input.publicUrl }))),
      );
      rowCount += nodes.length;
      await input.onProgress(rowCount / Math.max(rowCount, total));
      if (nodes.length < exportChunkSize) break;
    }
    await sink.finish();
  } catch (error) {
    await sink.abort();
    throw error;
  }
  return rowCount;
}

async function siteCounts(db: ExportWriterInput["db"], organizationId: string, ids: string[]) {
  const rows = await db
    .select({ companyId: companySites.companyId, n: sql<number>`count(*)::int` })
    .from(companySites)
    .where(and(inArray(companySites.companyId, ids), visibleSites(organizationId)))
    .groupBy(companySites.companyId);
  return new Map(rows.map((row) => [row.companyId, row.n]));
}

registerExportWriter("n-tier", writeNTierExport);
