import { stat } from "node:fs/promises";
import type { Database } from "../../../../db/client.ts";
import { openRows } from "../../../../import/read-rows.ts";
import { ImportFileError } from "../../../../import/source-row.ts";
import { feedRowsOf } from "./feed-columns.ts";
import type { FeedFormat } from "./feed-item.ts";
import { type AlertFeedSummary, importAlertFeed, readGdeltFile } from "./import-alert-feed.ts";

/**
 * `npm run import -- --alerts <format> <file>`: a provider's alert feed. GDELT files are read by
 * the alerts feature itself (tab-separated, no header); JSON and CSV feeds through the same
 * readers as company files, so encodings, JSON lines and bad lines are handled alike.
 */
export async function importAlertsFile(
  db: Database,
  options: { format: FeedFormat; path: string; provider?: string },
): Promise<AlertFeedSummary> {
  const info = await stat(options.path).catch(() => null);
  if (!info?.isFile()) throw new ImportFileError(`File not found: ${options.path}`);
  if (options.format === "gdelt-gkg" || options.format === "gdelt-events")
    return importAlertFeed(db, await readGdeltFile(options.path, options.format));
  const source = await openRows(options.path, options.format);
  return importAlertFeed(db, feedRowsOf(source.rows, options.provider ?? "feed"));
}
