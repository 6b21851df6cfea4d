/**
 * GDELT 2.0 Events export records (one coded event a line, 61 tab-separated fields; see the
 * GDELT Event Codebook 2.0). An event names two actors coded with CAMEO: actors typed BUS
 * (business) or MNC (multinational corporation) are the organisations matched to companies.
 * An event has no text of its own; its title is the actors and the CAMEO root action.
 */
import type { LocationLevel } from "@tierwise/common/alerts";
import type { NewAlertLocation } from "../../alert-write.ts";
import { countryCodeFor, countryOfPlace } from "./country-codes.ts";
import { type FeedItem, polarityOfTone } from "./feed-item.ts";
import { gdeltTimestamp } from "./gdelt-gkg.ts";

export const eventFieldCount = 61;
const actorFields = [
  { code: 5, name: 6, country: 7, types: [12, 13, 14] },
  { code: 15, name: 16, country: 17, types: [22, 23, 24] },
] as const;
const field = {
  eventId: 0,
  day: 1,
  rootCode: 28,
  avgTone: 34,
  actionGeoType: 51,
  actionGeoName: 52,
  actionGeoCountry: 53,
  dateAdded: 59,
  url: 60,
} as const;

/** CAMEO actor types that stand for companies. */
const companyActorTypes = new Set(["BUS", "MNC"]);

/** CAMEO root event codes (01–20) as the verb of a title. */
const rootActions: Record<string, string> = {
  "01": "makes a statement on",
  "02": "appeals to",
  "03": "intends to cooperate with",
  "04": "consults",
  "05": "cooperates diplomatically with",
  "06": "cooperates materially with",
  "07": "provides aid to",
  "08": "yields to",
  "09": "investigates",
  "10": "makes demands on",
  "11": "disapproves of",
  "12": "rejects",
  "13": "threatens",
  "14": "protests against",
  "15": "shows force against",
  "16": "reduces relations with",
  "17": "coerces",
  "18": "assaults",
  "19": "fights",
  "20": "uses mass violence against",
};

/** Event geography types: 1 country, 2 US state, 3 US city, 4 world city, 5 world state. */
const levelOfGeoType: Record<string, LocationLevel> = {
  "1": "Country",
  "2": "Admin",
  "3": "City",
  "4": "City",
  "5": "Admin",
};

const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase());

/** One Events record as a feed item, or the reason it cannot be one. */
export function eventItem(cells: readonly string[]): FeedItem | string {
  if (cells.length !== eventFieldCount)
    return `has ${cells.length} fields, an Events 2.0 record has ${eventFieldCount}`;
  const cell = (index: number) => (cells[index] ?? "").trim();
  if (!/^\d+$/.test(cell(field.eventId)))
    return `GLOBALEVENTID "${cell(field.eventId)}" is not a number`;
  const day = gdeltTimestamp(cell(field.day));
  if (!day) return `SQLDATE "${cell(field.day)}" is not a YYYYMMDD date`;
  const added = gdeltTimestamp(cell(field.dateAdded));
  if (!added) return `DATEADDED "${cell(field.dateAdded)}" is not a YYYYMMDDHHMMSS time`;
  const url = cell(field.url);
  if (url === "") return "has no SOURCEURL";
  const actors = actorFields.map((a) => ({
    name: cell(a.name),
    countryCode: countryCodeFor(cell(a.country)),
    isCompany:
      a.types.some((t) => companyActorTypes.has(cell(t))) || /^(BUS|MNC)/.test(cell(a.code)),
  }));
  const [first, second] = actors;
  const action = rootActions[cell(field.rootCode)] ?? "acts on";
  const place = cell(field.actionGeoName);
  const level = levelOfGeoType[cell(field.actionGeoType)];
  const locations: NewAlertLocation[] = [];
  if (level && place !== "") {
    const countryCode = countryOfPlace(place, cell(field.actionGeoCountry));
    if (level !== "Country" || countryCode)
      locations.push({
        level,
        name: level === "Country" ? place : (place.split(",")[0] ?? place).trim(),
        countryCode,
      });
  }
  const who = (actor: (typeof actors)[number] | undefined) =>
    actor?.name ? titleCase(actor.name) : null;
  const tone = Number.parseFloat(cell(field.avgTone));
  return {
    // Several coded events often come from one article: the article is the alert.
    sourceId: url,
    provider: "gdelt",
    title:
      [who(first) ?? "An unnamed actor", action, who(second)].filter(Boolean).join(" ") +
      (place ? ` (${place})` : ""),
    body: `GDELT event ${cell(field.eventId)}, CAMEO code ${cell(field.rootCode)}.`,
    publishedAt: added,
    occurredAt: day,
    url,
    organisations: actors
      .filter((a) => a.isCompany && a.name !== "")
      .map(({ name, countryCode }) => ({ name, countryCode })),
    companyIds: [],
    locations,
    commodities: [],
    type: "news",
    classes: null,
    polarity: polarityOfTone(Number.isFinite(tone) ? tone : null),
    severity: null,
  };
}
