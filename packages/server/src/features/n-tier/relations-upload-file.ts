import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { ValidationError } from "../../core/errors.ts";
import type { Database } from "../../db/client.ts";
import { fileStoreFor } from "../../files/file-store.ts";
import { claimableUpload } from "../company-requests/bulk/bulk-request-create.service.ts";
import {
  readSupplierFile,
  type SupplierFileRow,
} from "../company-requests/bulk/read-supplier-file.ts";

/**
 * Most rows one relations file or facility list takes: it is matched and written while the
 * person waits, so it stays well under the bulk request's limit (which runs in a job).
 */
export const relationsUploadMaxRows = 5_000;

/**
 * An uploaded relations file or facility list (POST /upload-attachments, type
 * company-request-bulk, not yet used by anything), read whole with the supplier-list readers.
 * Read twice when the mapping is reviewed first (once for the review, once to match): no copy
 * of the rows waits between the two, and 5,000 rows read in well under a second.
 */
export async function readRelationsFile(
  deps: ServiceDeps,
  tx: Database,
  actor: TenantActor,
  fileKey: string,
) {
  const file = await claimableUpload(tx, actor, fileKey);
  const rows: SupplierFileRow[] = [];
  const { headers, rowCount, unit } = await readSupplierFile(fileStoreFor(deps.config), file, {
    batchSize: 1_000,
    write: async (batch) => {
      rows.push(...batch);
      if (rows.length > relationsUploadMaxRows)
        throw new ValidationError([
          {
            path: "fileKey",
            message: `A relations file may hold at most ${relationsUploadMaxRows.toLocaleString("en-US")} rows.`,
          },
        ]);
    },
  });
  return { file, headers, rows, rowCount, unit };
}

/** The first non-empty values of a column (up to 3), as the bulk upload's mapping shows them. */
export function samplesOf(rows: readonly SupplierFileRow[], header: string): string[] {
  const samples: string[] = [];
  for (const row of rows) {
    const value = row.raw[header]?.trim() ?? "";
    if (value !== "") samples.push(value);
    if (samples.length === 3) break;
  }
  return samples;
}
