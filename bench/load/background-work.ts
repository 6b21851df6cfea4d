/**
 * The heavy work one person starts during the load run, in the background: a bulk upload of
 * a supplier list (company requests: upload, read, map, process) and an export of every
 * company to CSV, each followed as the web app follows it (polling its progress) to its end.
 */
import { operations } from "./documents.ts";
import type { LoadClient } from "./load-client.ts";

/** The web app polls a running job about this often. */
const pollMs = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A supplier list as buyers upload them: names (some of demo companies), websites, countries. */
export function supplierList(names: readonly string[], rows: number): string {
  const countries = ["DE", "US", "GB", "FR", "JP", "BR", "IN"];
  const lines = ["Supplier name,Website,Country"];
  for (let i = 0; i < rows; i++) {
    const name = i % 2 === 0 ? (names[i % names.length] ?? `Supplier ${i}`) : `Newco Supply ${i}`;
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "");
    lines.push(
      `"${name.replaceAll('"', '""')}",https://${slug}.example,${countries[i % countries.length]}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export type BackgroundResult = { label: string; status: string; seconds: number };

/** Uploads the list, maps it as proposed and follows the processing to its end. */
export async function bulkUpload(
  client: LoadClient,
  cookie: string,
  csv: string,
  deadline: number,
): Promise<BackgroundResult> {
  const started = performance.now();
  const done = (status: string) => ({
    label: "bulk upload",
    status,
    seconds: (performance.now() - started) / 1000,
  });
  const form = new FormData();
  form.append("type", "company-request-bulk");
  form.append("files", new Blob([csv], { type: "text/csv" }), "suppliers.csv");
  const upload = await client.request(
    "background",
    "upload-attachments",
    `${client.base()}/upload-attachments`,
    cookie,
    { method: "POST", body: form },
  );
  const [file] = ((await upload?.json()) ?? []) as { key: string }[];
  if (!file) return done("upload failed");
  const created = await client.graphql(
    "background",
    operations.createBulkRequest,
    { fileKey: file.key, filename: "suppliers.csv" },
    cookie,
  );
  const bulk = created?.createBulkRequest?.bulkRequest;
  if (!bulk) return done("not created");
  const mapping = Object.fromEntries(
    (bulk.proposedMapping as { header: string; target: string }[]).map((m) => [m.header, m.target]),
  );
  const startedRequest = await client.graphql(
    "background",
    operations.startBulkRequest,
    { input: { bulkRequestId: bulk.id, mapping, portfolioIds: [] } },
    cookie,
  );
  if (!startedRequest?.startBulkRequest?.bulkRequest) return done("not started");
  while (performance.now() < deadline) {
    await sleep(pollMs);
    const now = await client.graphql("background", operations.bulkRequest, { id: bulk.id }, cookie);
    const status = now?.bulkRequest?.status as string | undefined;
    if (status && ["review", "complete", "failed"].includes(status)) return done(status);
  }
  return done("still processing");
}

/** Exports every company (no filter) to CSV and downloads the file. */
export async function exportAll(
  client: LoadClient,
  cookie: string,
  deadline: number,
): Promise<BackgroundResult> {
  const started = performance.now();
  const done = (status: string) => ({
    label: "export",
    status,
    seconds: (performance.now() - started) / 1000,
  });
  const start = await client.graphql(
    "background",
    operations.startCompanyExport,
    { format: "CSV", searchParams: {} },
    cookie,
  );
  const id = start?.startCompanyExport?.id as string | undefined;
  if (!id) return done("not started");
  while (performance.now() < deadline) {
    await sleep(pollMs);
    const job = (await client.graphql("background", operations.exportJob, { id }, cookie))
      ?.exportJob;
    if (job?.status === "FAILED") return done("failed");
    if (job?.status === "DONE" && job.downloadUrl) {
      const file = await client.request(
        "background",
        "export download",
        `${client.base()}${job.downloadUrl}`,
        cookie,
      );
      return done(file ? `done, ${job.rowCount} rows` : "download failed");
    }
  }
  return done("still running");
}
