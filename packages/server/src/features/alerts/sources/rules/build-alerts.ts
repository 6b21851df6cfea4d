/**
 * Turns what the rules found into NewAlerts for insertAlerts: titles and bodies people read,
 * the older model's analytics fields, topics, and a sourceKey that makes raising twice
 * harmless (rule + company + day, plus the event's own identity for events, of which a company
 * may have two on one day).
 */
import { createHash } from "node:crypto";
import {
  type AlertPolarity,
  type AlertSeverity,
  type AlertType,
  alertTimeWindows,
  newsClasses,
} from "@tierwise/common/alerts";
import type { NewAlert, NewAlertLocation } from "../../alert-write.ts";
import { alertTopics } from "../topics.ts";
import type { MetricHit } from "./evaluate-metric.ts";
import { classifyNews } from "./news-classifier.ts";
import {
  type EventDetail,
  type EventVariable,
  type MetricVariable,
  metricLabels,
} from "./rule-variables.ts";

/** The company a change is about, as alerts name and place it. */
export type CompanyContext = { id: string; name: string; countryCode: string | null };

/** Provider of alerts the rules engine raises. */
export const rulesProvider = "tierwise-rules";

const shortHash = (text: string) => createHash("sha1").update(text).digest("hex").slice(0, 12);
export const ruleSourceKey = (ruleKey: string, companyId: string, day: string, event?: string) =>
  `rule:${ruleKey}:${companyId}:${day}${event ? `:${shortHash(event)}` : ""}`;

const countryOf = (company: CompanyContext): NewAlertLocation[] =>
  company.countryCode
    ? [{ level: "Country", name: company.countryCode, countryCode: company.countryCode }]
    : [];

/**
 * A before and an after with the same decimals: whole numbers when both are whole (100 to 69),
 * two decimals otherwise (2.00 to 1.20), never "100 to 69.00".
 */
const formatValues = (...values: number[]) => {
  const whole = values.every((value) => Math.abs(value - Math.round(value)) < 1e-9);
  return values.map((value) => value.toFixed(whole ? 0 : 2));
};

type AlertFacts = {
  title: string;
  body: string;
  type: AlertType;
  polarity: AlertPolarity;
  severity: AlertSeverity | null;
  ruleKey: string;
  variable: string;
  classes?: string[];
  keywords?: string[];
  dataset?: NewAlert["dataset"];
  sourceUrl?: string | null;
  /** Places the alert is about (a news item's city); the company's country is a topic only. */
  places?: NewAlertLocation[];
};

/** The fields every alert of the rules engine shares. */
function ruleAlert(
  company: CompanyContext,
  at: Date,
  sourceKey: string,
  facts: AlertFacts,
): NewAlert {
  const places = facts.places ?? [];
  return {
    title: facts.title,
    body: facts.body,
    type: facts.type,
    polarity: facts.polarity,
    severity: facts.severity,
    publishedAt: at,
    occurredAt: at,
    newsClasses: facts.classes ?? [],
    provider: rulesProvider,
    sourceUrl: facts.sourceUrl ?? null,
    dataset: facts.dataset ?? null,
    signalRuleKey: facts.ruleKey,
    variable: facts.variable,
    topics: alertTopics({
      type: facts.type,
      companyIds: [company.id],
      // The country topic lets topic filters find a company's alerts by country; a location
      // link is kept for places the alert is about, as a company's alerts reach its
      // subscribers through the company link already.
      locations: [...countryOf(company), ...places],
      dataset: facts.dataset,
      signalRuleKey: facts.ruleKey,
      variable: facts.variable,
      severity: facts.severity,
      newsClasses: facts.classes,
      polarity: facts.polarity,
      keywords: facts.keywords,
    }),
    sourceKey,
    companies: [{ companyId: company.id, confidence: 1 }],
    locations: places,
  };
}

/** An alert for a metric rule that fired. */
export function metricAlert(
  company: CompanyContext,
  variable: MetricVariable,
  at: Date,
  hit: MetricHit,
): NewAlert {
  const label = metricLabels[variable];
  const window = alertTimeWindows.find((w) => w.key === hit.window);
  const moved = hit.rule.direction === "down" ? "down" : "up";
  const title =
    hit.pctChange === null
      ? `${company.name}: security grade fell to ${gradeWord(hit)}`
      : `${company.name}: ${label.toLowerCase()} ${moved} ${Math.abs(hit.pctChange).toFixed(1)}% ${window?.label ?? ""}`.trim();
  const [from, to] = formatValues(hit.before.value, hit.after.value);
  const alert = ruleAlert(company, at, ruleSourceKey(hit.ruleKey, company.id, hit.after.on), {
    title,
    body: `${label} went from ${from} on ${hit.before.on} to ${to} on ${hit.after.on}.`,
    type: hit.rule.type,
    polarity: hit.rule.direction === "down" ? "NEGATIVE" : "POSITIVE",
    severity: hit.severity,
    ruleKey: hit.ruleKey,
    variable,
    dataset: hit.rule.dataset,
  });
  return {
    ...alert,
    periodInfo:
      hit.window && hit.pctChange !== null
        ? { pct_change: hit.pctChange, time_window: hit.window }
        : null,
    timeseries: hit.timeseries,
  };
}

function gradeWord(hit: MetricHit): string {
  const rating = Math.round(hit.after.value);
  return `${hit.severity === "Critical" ? "two or more bands lower" : "a lower band"} (rating ${rating})`;
}

const bankruptcyFiling = /bankrupt|insolv|chapter (7|11)|liquidat|receivership/i;
const severityOf = (id: string): AlertSeverity =>
  (newsClasses.find((c) => c.id === id)?.severity ?? "High") as AlertSeverity;

/** An alert for an event change: every event is news about the company. */
export function eventAlert<V extends EventVariable>(
  company: CompanyContext,
  variable: V,
  at: Date,
  detail: EventDetail[V],
): NewAlert {
  const day = at.toISOString().slice(0, 10);
  const raise = (
    ruleKey: string,
    identity: string,
    facts: Omit<AlertFacts, "ruleKey" | "variable">,
  ) =>
    ruleAlert(company, at, ruleSourceKey(ruleKey, company.id, day, identity), {
      ...facts,
      ruleKey,
      variable,
    });
  if (variable === "sanctions_match") {
    const d = detail as EventDetail["sanctions_match"];
    return raise("sanctions.new_match", `${d.listName}:${d.entryId ?? d.matchedName}`, {
      title: `${company.name} matched on the ${d.listName} sanctions list as "${d.matchedName}"`,
      body: `Screening matched ${company.name} to "${d.matchedName}"${d.program ? ` (programme ${d.program})` : ""}${d.score ? `, score ${d.score}` : ""}.`,
      type: "sanctions",
      polarity: "NEGATIVE",
      severity: severityOf("sanctions"),
      classes: ["sanctions"],
    });
  }
  if (variable === "court_filing") {
    const d = detail as EventDetail["court_filing"];
    const bankruptcy = bankruptcyFiling.test(d.kind);
    const cls = bankruptcy ? "bankruptcy" : "litigation";
    return raise("legal.court_filing", `${d.court}:${d.caseNumber}`, {
      title: `${company.name}: ${d.kind.toLowerCase()} filed in ${d.court}`,
      body: `Case ${d.caseNumber} (${d.kind}) was filed against or by ${company.name}${d.status ? `; status ${d.status}` : ""}.`,
      type: "legal",
      polarity: "NEGATIVE",
      severity: severityOf(cls),
      classes: [cls],
      dataset: bankruptcy ? "insolvency" : null,
    });
  }
  if (variable === "data_breach") {
    const d = detail as EventDetail["data_breach"];
    return raise("cyber.data_breach", `${d.kind}:${d.recordsExposed ?? ""}`, {
      title: `${company.name} discloses a data breach: ${d.kind.toLowerCase()}`,
      body: d.summary ?? `${company.name} disclosed a ${d.kind.toLowerCase()} incident.`,
      type: "data_breach",
      polarity: "NEGATIVE",
      severity: severityOf("data_breach"),
      classes: ["data_breach"],
      dataset: "cyber",
    });
  }
  const d = detail as EventDetail["news_item"];
  const found = classifyNews(`${d.headline} ${d.body ?? ""}`);
  const primary =
    found.classes.find((c) => c !== "leadership_change" && c !== "merger_acquisition") ??
    found.classes[0];
  return raise(`news.${primary ?? "general"}`, d.id ?? d.url ?? d.headline, {
    title: d.headline,
    body: d.body ?? (d.source ? `Reported by ${d.source}.` : ""),
    type: found.classes.includes("natural_disaster") ? "natural_disaster" : "news",
    polarity: found.polarity,
    severity: found.severity,
    classes: found.classes,
    keywords: found.keywords,
    sourceUrl: d.url ?? null,
    places: d.locations ?? [],
  });
}
