import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import type { ReportCoverage } from "../company.policy.ts";
import type { Company } from "../company.table.ts";
import { loadCompanyPdfData } from "./company-pdf-data.ts";
import { type RenderOptions, renderCompanyPdf } from "./render-company-pdf.ts";

type Deps = { db: Database; config: Config };

/** The profile PDF in memory (a few tens of kilobytes), for the inline preview route. */
export async function companyPdfBuffer(
  deps: Deps,
  company: Company,
  coverage: ReportCoverage,
  options: RenderOptions = {},
): Promise<Buffer> {
  const data = await loadCompanyPdfData(deps, company, coverage);
  const chunks: Buffer[] = [];
  const doc = renderCompanyPdf(data, options);
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The profile PDF written to a file, for /pdf-download/{uuid} (run by the export job). */
export async function writeCompanyPdfFile(
  deps: Deps,
  company: Company,
  coverage: ReportCoverage,
  path: string,
  options: RenderOptions & { onProgress?(share: number): Promise<void> } = {},
): Promise<void> {
  const data = await loadCompanyPdfData(deps, company, coverage);
  await options.onProgress?.(0.5);
  await pipeline(renderCompanyPdf(data, options), createWriteStream(path));
}
