import type { AlertFeedSummary } from "./import-alert-feed.ts";

/**
 * What the alert import CLI prints for a file, and its exit code: non-zero when nothing was
 * imported though the file had rows to import (every row rejected, or none naming a known
 * company), so a scheduled import that keeps failing is noticed. The last line says so.
 */
export function alertImportReport(
  file: string,
  format: string,
  summary: AlertFeedSummary,
): { lines: string[]; exitCode: number } {
  const lines = [
    `Imported alerts from ${file} (${format}): read ${summary.read}, imported ${summary.imported}, already there ${summary.alreadyThere}, naming no known company ${summary.withoutCompany}, rejected ${summary.rejected}; ${summary.links} company links, ${summary.mentions} mentions in ${summary.seconds} s`,
  ];
  for (const { row, problem } of summary.problems.slice(0, 20))
    lines.push(`  row ${row}: ${problem}`);
  if (summary.problems.length > 20)
    lines.push(`  … and ${summary.problems.length - 20} more rejected rows`);
  // Rows already imported before are no failure: importing the same file twice is allowed.
  const failed = summary.imported === 0 && summary.alreadyThere === 0;
  if (!failed) return { lines, exitCode: 0 };
  const why =
    summary.read === 0
      ? "the file has no rows"
      : summary.rejected === summary.read
        ? `all ${summary.read} rows were rejected`
        : `none of the ${summary.read} rows names a known company`;
  lines.push(`Nothing was imported from ${file}: ${why}.`);
  return { lines, exitCode: 1 };
}
