import type { ApolloClient } from "@apollo/client";
import { companyMessages } from "@tierwise/common/company-messages";
import type { CompanySearchParams, ExportFormat } from "@tierwise/common/company-search";
import type { DownloadKind } from "@tierwise/common/snackbar";
import { apolloClient } from "../../app/apollo-client.ts";
import { downloadCoordinator } from "./app-download-coordinator.ts";
import {
  type DownloadControls,
  type DownloadCoordinator,
  DownloadError,
  type DownloadOutcome,
} from "./download-coordinator.ts";
import {
  EXPORT_JOB_QUERY,
  type ExportJob,
  isExportJob,
  START_COMPANY_EXPORT,
  START_PDF_DOWNLOAD,
  type StartExportError,
} from "./exports.graphql.ts";
import { downloadFile } from "./file-download.ts";

export const pollIntervalMs = 1000;

export type DownloadDeps = {
  client?: ApolloClient;
  coordinator?: DownloadCoordinator;
  onError?: (error: unknown) => void;
  /** Milliseconds between job polls (tests shorten it). */
  intervalMs?: number;
};

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Polls a job until its file is ready; a failed, expired or unknown job throws. */
export async function waitForExportJob(
  client: ApolloClient,
  id: string,
  options: { onProgress(percent: number): void; signal: AbortSignal; intervalMs?: number },
): Promise<ExportJob & { downloadUrl: string }> {
  for (;;) {
    const { data } = await client.query({
      query: EXPORT_JOB_QUERY,
      variables: { id },
      fetchPolicy: "network-only",
    });
    const job = data?.exportJob;
    if (!isExportJob(job)) throw new DownloadError(companyMessages.downloadNotFound);
    options.onProgress(job.progress);
    if (job.status === "DONE" && job.downloadUrl) return { ...job, downloadUrl: job.downloadUrl };
    if (job.status === "FAILED")
      throw new DownloadError(job.error ?? companyMessages.downloadFailed);
    await wait(options.intervalMs ?? pollIntervalMs, options.signal);
  }
}

/** The job a start mutation answered with; a typed error becomes the download's failure. */
export function startedJob(result: ExportJob | StartExportError | undefined): ExportJob {
  if (isExportJob(result)) return result;
  throw new DownloadError(result?.message ?? "The download could not be started.");
}

async function prepareAndSave(
  client: ApolloClient,
  controls: DownloadControls,
  start: () => Promise<ExportJob>,
  intervalMs?: number,
): Promise<void> {
  const job = await start();
  const done = await waitForExportJob(client, job.id, {
    onProgress: controls.progress,
    signal: controls.signal,
    intervalMs,
  });
  await downloadFile(done.downloadUrl, { fallbackName: done.fileName, signal: controls.signal });
}

/**
 * Runs one download through the coordinator (one per kind at a time, with the spec's
 * messages): start the server job, wait for its file, save it. Other features' exports (a
 * portfolio's companies) start their own job through it.
 */
export function startAndSave(
  kind: DownloadKind,
  start: (client: ApolloClient) => Promise<ExportJob>,
  deps: DownloadDeps,
): Promise<DownloadOutcome> {
  const client = deps.client ?? apolloClient;
  const coordinator = deps.coordinator ?? downloadCoordinator;
  return coordinator.run(
    kind,
    (controls) => prepareAndSave(client, controls, () => start(client), deps.intervalMs),
    { onError: deps.onError },
  );
}

export type CompanyExportInput = {
  format: ExportFormat;
  /** A selection: exactly one of companyIds and searchParams. */
  companyIds?: string[];
  searchParams?: CompanySearchParams;
};

/** Exports a selection or all search results to CSV/XLSX and saves the file when ready. */
export function exportCompanies(
  input: CompanyExportInput,
  deps: DownloadDeps = {},
): Promise<DownloadOutcome> {
  return startAndSave(
    input.format,
    async (client) => {
      const { data } = await client.mutate({ mutation: START_COMPANY_EXPORT, variables: input });
      return startedJob(data?.startCompanyExport);
    },
    deps,
  );
}

/**
 * Prepares the company's profile PDF on the server and saves it (the pdf-preview page's
 * download button). One PDF download at a time, with the spec's messages.
 */
export function downloadCompanyPdf(
  companyId: string,
  deps: DownloadDeps = {},
): Promise<DownloadOutcome> {
  return startAndSave(
    "PDF",
    async (client) => {
      const { data } = await client.mutate({
        mutation: START_PDF_DOWNLOAD,
        variables: { companyId },
      });
      return startedJob(data?.startPdfDownload);
    },
    deps,
  );
}
