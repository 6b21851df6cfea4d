/**
 * Imports a provider feed as alerts: reads the rows (GDELT files here; JSON and CSV rows come
 * from the import CLI's readers), matches the organisations each item names to known companies
 * (links at alertLimits.companyLinkConfidence, weaker names as mentions), classifies items the
 * source did not classify with the rules' news classifier, and stores them with insertAlerts.
 * Items that name no known company at all are skipped: alerts are about companies. Bad rows are
 * reported with their row number; the good rows around them are kept.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import Papa from "papaparse";
import type { Database } from "../../../../db/client.ts";
import { companies } from "../../../companies/company.table.ts";
import { insertAlerts, type NewAlert } from "../../alert-write.ts";
import { classifyNews } from "../rules/news-classifier.ts";
import { alertTopics } from "../topics.ts";
import type { FeedItem, FeedRow } from "./feed-item.ts";
import { eventItem } from "./gdelt-events.ts";
import { gkgItem } from "./gdelt-gkg.ts";
import { matchOrganisations, type OrganisationMatches } from "./match-organisations.ts";

export type AlertFeedSummary = {
  read: number;
  /** New alerts stored. */
  imported: number;
  /** Items whose alert was there already (imported before, or twice in the file). */
  alreadyThere: number;
  /** Good items that name no known company, not even as a mention. */
  withoutCompany: number;
  rejected: number;
  links: number;
  mentions: number;
  problems: { row: number; problem: string }[];
  seconds: number;
};

/** Items matched and stored together: the matcher's exact lookups run once per batch. */
const itemsPerBatch = 200;

/**
 * A GDELT file (GKG 2.1 or Events 2.0; tab-separated, no header, no quoting) as feed rows.
 * GDELT publishes a file every 15 minutes (a GKG file is about 10 MB), so it is read whole.
 */
export async function readGdeltFile(
  filePath: string,
  kind: "gdelt-gkg" | "gdelt-events",
): Promise<FeedRow[]> {
  const text = await readFile(filePath, "utf8");
  // Fields are never quoted (a quotation mark is text): a quote character that never occurs.
  const parsed = Papa.parse<string[]>(text, {
    delimiter: "\t",
    quoteChar: "\u0000",
    newline: text.includes("\r\n") ? "\r\n" : "\n",
  });
  const parse = kind === "gdelt-gkg" ? gkgItem : eventItem;
  const rows: FeedRow[] = [];
  parsed.data.forEach((cells, index) => {
    if (cells.length === 1 && (cells[0] ?? "").trim() === "") return;
    const item = parse(cells);
    rows.push(
      typeof item === "string" ? { row: index + 1, problem: item } : { row: index + 1, item },
    );
  });
  return rows;
}

export async function importAlertFeed(
  db: Database,
  rows: Iterable<FeedRow> | AsyncIterable<FeedRow>,
): Promise<AlertFeedSummary> {
  const started = performance.now();
  const summary: AlertFeedSummary = {
    read: 0,
    imported: 0,
    alreadyThere: 0,
    withoutCompany: 0,
    rejected: 0,
    links: 0,
    mentions: 0,
    problems: [],
    seconds: 0,
  };
  let batch: FeedItem[] = [];
  const flush = async () => {
    if (batch.length > 0) await storeBatch(db, batch, summary);
    batch = [];
  };
  for await (const row of rows) {
    summary.read += 1;
    if (row.problem !== undefined) {
      summary.rejected += 1;
      summary.problems.push({ row: row.row, problem: row.problem });
      continue;
    }
    batch.push(row.item);
    if (batch.length === itemsPerBatch) await flush();
  }
  await flush();
  summary.seconds = Math.round(performance.now() - started) / 1000;
  return summary;
}

async function storeBatch(db: Database, items: readonly FeedItem[], summary: AlertFeedSummary) {
  const matches = await matchOrganisations(db, items);
  const given = await knownCompanyIds(
    db,
    items.flatMap((item) => item.companyIds),
  );
  const alerts = new Map<string, NewAlert>();
  items.forEach((item, i) => {
    const found = matches[i] as OrganisationMatches;
    // A provider that names our company ids vouches for them: confident links.
    for (const id of item.companyIds)
      if (given.has(id) && !found.companies.some((c) => c.companyId === id))
        found.companies.push({ companyId: id, confidence: 1 });
    if (found.companies.length === 0 && found.mentions.length === 0) {
      summary.withoutCompany += 1;
      return;
    }
    const alert = feedAlert(item, found);
    if (alerts.has(alert.sourceKey)) summary.alreadyThere += 1;
    else alerts.set(alert.sourceKey, alert);
  });
  const stored = await insertAlerts(db, [...alerts.values()]);
  summary.imported += stored.length;
  summary.alreadyThere += alerts.size - stored.length;
  for (const alert of alerts.values()) {
    summary.links += alert.companies?.length ?? 0;
    summary.mentions += alert.mentions?.length ?? 0;
  }
}

async function knownCompanyIds(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(ids)].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (wanted.length === 0) return new Set();
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, wanted));
  return new Set(rows.map((row) => row.id));
}

/** A provider's id may be any length; the key stays short and the same for the same article. */
export const feedSourceKey = (provider: string, sourceId: string) =>
  `feed:${provider}:${createHash("sha1").update(sourceId).digest("hex").slice(0, 20)}`;

export function feedAlert(item: FeedItem, found: OrganisationMatches): NewAlert {
  const classification = classifyNews(`${item.title} ${item.body ?? ""}`);
  const classes = item.classes ?? classification.classes;
  const severity = item.severity ?? (item.classes ? null : classification.severity);
  // An adverse class the classifier found outweighs a friendly tone; else the source's polarity stands.
  const adverse = item.classes === null && classification.severity !== null;
  const polarity = adverse ? "NEGATIVE" : (item.polarity ?? classification.polarity);
  const type = item.type ?? (classes.includes("natural_disaster") ? "natural_disaster" : "news");
  return {
    title: item.title,
    body: item.body,
    type,
    polarity,
    severity,
    publishedAt: item.publishedAt,
    occurredAt: item.occurredAt,
    newsClasses: classes,
    provider: item.provider,
    sourceUrl: item.url,
    isSingleSource: true,
    topics: alertTopics({
      type,
      companyIds: found.companies.map((c) => c.companyId),
      locations: item.locations,
      commodities: item.commodities,
      severity,
      newsClasses: classes,
      polarity,
      keywords: item.classes ? [] : classification.keywords,
    }),
    sourceKey: feedSourceKey(item.provider, item.sourceId),
    companies: found.companies,
    mentions: found.mentions,
    locations: item.locations,
    commodities: item.commodities,
  };
}
