import type { RowUnit } from "@tierwise/common/company-requests";
import { z } from "zod";
import type { TenantActor } from "../../core/actor.ts";
import type { ServiceDeps } from "../../core/deps.ts";
import { parseInput } from "../../core/parse-input.ts";
import { mayUploadRelations } from "./relations-upload.service.ts";
import { readRelationsFile, samplesOf } from "./relations-upload-file.ts";
import {
  kindOfMapping,
  type NTierUploadKind,
  proposeRelationMapping,
  type RelationTarget,
} from "./relations-upload-mapping.ts";

export type NTierUploadPreview = {
  filename: string;
  headers: string[];
  rowCount: number;
  rowUnit: RowUnit;
  /** What the proposed mapping reads the file as. */
  kind: NTierUploadKind;
  /** Each column with its proposed target and its first values, in file order. */
  columns: { header: string; target: RelationTarget; samples: string[] }[];
};

const inputSchema = z.object({
  fileKey: z.string().trim().min(1).max(100),
  filename: z.string().trim().min(1),
});

/**
 * nTierUploadPreview: the mapping step of a relations upload (issue 29: "the same column
 * mapping … as the bulk request upload"). Reads the uploaded file without using it up and
 * answers its columns, their first values and the proposed mapping, for the person to correct
 * before uploadNTierFile matches the rows.
 */
export async function previewNTierFile(
  deps: ServiceDeps,
  actor: TenantActor,
  input: { fileKey: string; filename: string },
): Promise<NTierUploadPreview> {
  await mayUploadRelations(deps, actor);
  const { fileKey, filename } = parseInput(inputSchema, input);
  // A transaction only for the row lock claimableUpload takes; nothing is written.
  const read = await deps.db.transaction((tx) => readRelationsFile(deps, tx, actor, fileKey));
  const mapping = proposeRelationMapping(read.headers);
  return {
    filename,
    headers: read.headers,
    rowCount: read.rowCount,
    rowUnit: read.unit,
    kind: kindOfMapping(mapping),
    columns: read.headers.map((header) => ({
      header,
      target: mapping[header] ?? "ignore",
      samples: samplesOf(read.rows, header),
    })),
  };
}
