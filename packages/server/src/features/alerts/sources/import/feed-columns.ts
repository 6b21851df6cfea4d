/**
 * A provider's alert feed as JSON or CSV rows (one alert a row, header names as below, in any
 * case and with or without separators): title and publishedAt are required, an id or url
 * identifies the alert at the provider. Lists (organisations, companyIds, classes,
 * commodities) are JSON arrays or text separated by ";" or "|".
 *
 *   id | title | publishedAt | occurredAt | url | body | provider | type | polarity | severity
 *   classes | organisations | companyIds | country | city | commodities
 */
import {
  type AlertPolarity,
  type AlertSeverity,
  type AlertType,
  alertPolarities,
  alertSeverities,
  alertTypes,
  type NewsClassId,
  newsClasses,
} from "@tierwise/common/alerts";
import type { NewAlertLocation } from "../../alert-write.ts";
import { countryCodeFor } from "./country-codes.ts";
import type { FeedItem, FeedRow } from "./feed-item.ts";

const aliases: Record<string, readonly string[]> = {
  id: ["id", "sourceid", "externalid", "alertid"],
  title: ["title", "headline"],
  body: ["body", "summary", "text", "description"],
  publishedAt: ["publishedat", "published", "date", "publishdate"],
  occurredAt: ["occurredat", "occurred", "eventdate"],
  url: ["url", "sourceurl", "link"],
  provider: ["provider", "source"],
  type: ["type"],
  polarity: ["polarity"],
  severity: ["severity"],
  classes: ["classes", "newsclasses"],
  organisations: ["organisations", "organizations", "companies", "companynames"],
  companyIds: ["companyids"],
  country: ["country", "countrycode"],
  city: ["city"],
  commodities: ["commodities"],
};
const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

function reader(values: Record<string, unknown>) {
  const byKey = new Map(Object.entries(values).map(([name, value]) => [headerKey(name), value]));
  const raw = (field: keyof typeof aliases) =>
    aliases[field]?.map((a) => byKey.get(a)).find((v) => v !== undefined && v !== null && v !== "");
  const text = (field: keyof typeof aliases) => {
    const value = raw(field);
    return value === undefined ? null : String(value).trim() || null;
  };
  const list = (field: keyof typeof aliases) => {
    const value = raw(field);
    const items = Array.isArray(value)
      ? value.map(String)
      : value === undefined
        ? []
        : String(value).split(/[;|]/);
    return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ""))];
  };
  return { text, list };
}

const dateOf = (text: string | null) => {
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
};
const oneOf = <T extends string>(options: readonly T[], text: string | null) =>
  text === null
    ? null
    : (options.find((option) => option.toLowerCase() === text.toLowerCase()) ?? undefined);

/** One row of a JSON or CSV feed as a feed item, or what is wrong with it. */
export function feedRowItem(
  values: Record<string, unknown>,
  defaultProvider: string,
): FeedItem | string {
  const { text, list } = reader(values);
  const title = text("title");
  if (!title) return "has no title";
  const publishedAt = dateOf(text("publishedAt"));
  if (!publishedAt) return `publishedAt "${text("publishedAt") ?? ""}" is not a date`;
  const occurredText = text("occurredAt");
  const occurredAt = dateOf(occurredText);
  if (occurredText && !occurredAt) return `occurredAt "${occurredText}" is not a date`;
  const sourceId = text("id") ?? text("url");
  if (!sourceId) return "has neither an id nor a url to tell it apart";
  const type = oneOf(alertTypes, text("type"));
  if (type === undefined) return `type "${text("type")}" is not one of ${alertTypes.join(", ")}`;
  const polarity = oneOf(alertPolarities, text("polarity"));
  if (polarity === undefined)
    return `polarity "${text("polarity")}" is not one of ${alertPolarities.join(", ")}`;
  const severity = oneOf(alertSeverities, text("severity"));
  if (severity === undefined)
    return `severity "${text("severity")}" is not one of ${alertSeverities.join(", ")}`;
  const classIds = list("classes");
  const unknown = classIds.filter((id) => !newsClasses.some((c) => c.id === id));
  if (unknown.length > 0) return `unknown news classes: ${unknown.join(", ")}`;
  const countryText = text("country");
  const countryCode = countryCodeFor(countryText);
  if (countryText && !countryCode) return `country "${countryText}" is not a known country`;
  const city = text("city");
  const locations: NewAlertLocation[] = [];
  if (countryCode) locations.push({ level: "Country", name: countryCode, countryCode });
  if (city) locations.push({ level: "City", name: city, countryCode });
  return {
    sourceId,
    provider: text("provider") ?? defaultProvider,
    title,
    body: text("body"),
    publishedAt,
    occurredAt,
    url: text("url"),
    organisations: list("organisations").map((name) => ({ name, countryCode })),
    companyIds: list("companyIds"),
    locations,
    commodities: list("commodities"),
    type: type as AlertType | null,
    classes: classIds.length > 0 ? (classIds as NewsClassId[]) : null,
    polarity: polarity as AlertPolarity | null,
    severity: severity as AlertSeverity | null,
  };
}

/** Rows as the import CLI reads them (CSV or JSON, with header names) → feed rows. */
export async function* feedRowsOf(
  rows: AsyncIterable<{ row: number; values: Record<string, unknown>; problem?: string }>,
  defaultProvider: string,
): AsyncGenerator<FeedRow> {
  for await (const source of rows) {
    if (source.problem) {
      yield { row: source.row, problem: source.problem };
      continue;
    }
    const item = feedRowItem(source.values, defaultProvider);
    yield typeof item === "string" ? { row: source.row, problem: item } : { row: source.row, item };
  }
}
