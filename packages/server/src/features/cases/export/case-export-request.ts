import { caseColumnKeys } from "@tierwise/common/cases";
import { z } from "zod";

/**
 * What `fieldsToExclude` may name: the case list's column keys (spec 2 §3) for the fields of
 * case.pdf, plus the export's own parts. A name outside this list is ignored, so an older web
 * build naming a column that has since gone does not break the export.
 */
export const exportPartKeys = ["gsca", "tasks", "feed", "emails", "attachments"] as const;
export type ExportFieldKey = (typeof caseColumnKeys)[number] | (typeof exportPartKeys)[number];
const knownKeys = new Set<string>([...caseColumnKeys, ...exportPartKeys]);

/**
 * A risk configuration column as the web sends it: the key of a risk sub-category and the
 * label people know it by. Plain strings are keys shown as they are.
 */
const riskConfigColumn = z.union([
  z.string().max(200),
  z.object({
    key: z.string().max(200),
    label: z.string().max(200).optional(),
    title: z.string().max(200).optional(),
  }),
]);

/** POST /export-case's JSON body (spec 2 §7). */
export const caseExportRequestSchema = z.object({
  id: z.string().min(1).max(100),
  riskConfigColumns: z.array(riskConfigColumn).max(500).nullish(),
  fieldsToExclude: z.array(z.string().max(100)).max(100).nullish(),
});

export type CaseExportOptions = {
  exclude: ReadonlySet<ExportFieldKey>;
  /** Labels of risk sub-category keys, from riskConfigColumns. */
  riskLabels: ReadonlyMap<string, string>;
};

export function exportOptions(body: z.output<typeof caseExportRequestSchema>): CaseExportOptions {
  const exclude = new Set(
    (body.fieldsToExclude ?? []).filter((key): key is ExportFieldKey => knownKeys.has(key)),
  );
  const riskLabels = new Map<string, string>();
  for (const column of body.riskConfigColumns ?? []) {
    if (typeof column === "string") continue;
    const label = column.label ?? column.title;
    if (label) riskLabels.set(column.key, label);
  }
  return { exclude, riskLabels };
}
