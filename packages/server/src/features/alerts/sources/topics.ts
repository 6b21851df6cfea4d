/**
 * Alert topics (spec 3 §3 "Alert topic"): `prefix:value` strings such as `company:<id>`,
 * `location.country:DE` or `severity:Critical`. Every source fills `alerts.topics` with
 * `alertTopics`, so a feed or subscription can select alerts by topic, with a trailing `*` as a
 * wildcard (`location.*`, `keyword:bank*`).
 */
import {
  type AlertDataset,
  type AlertPolarity,
  type AlertSeverity,
  type AlertTopicPrefix,
  type AlertType,
  alertTopicPrefixes,
  topicWildcard,
} from "@tierwise/common/alerts";
import { normalizeSearchText } from "@tierwise/common/filter-url";
import { commodityTopic, locationTopic, type NewAlertLocation } from "../alert-write.ts";

export type ParsedTopic = { prefix: AlertTopicPrefix; value: string; wildcard: boolean };

// "location.city:x" must not be read as prefix "location" with value ".city:x": try the
// longest prefix first.
const prefixesLongestFirst = [...alertTopicPrefixes].sort((a, b) => b.length - a.length);

/** One topic string. A trailing `*` in the value is dropped: a raised alert's topic is exact. */
export function topic(prefix: AlertTopicPrefix, value: string | number): string {
  const clean = String(value).trim().replace(/\*+$/, "");
  if (clean === "") throw new Error(`topic ${prefix} needs a value`);
  return `${prefix}:${clean}`;
}

/** A topic or topic pattern split into its parts; null when the prefix is not one of the spec's. */
export function parseTopic(text: string): ParsedTopic | null {
  const trimmed = text.trim();
  const prefix = prefixesLongestFirst.find((p) => trimmed.startsWith(`${p}:`));
  if (!prefix) {
    // "location*" or "location.*": a wildcard over a family of prefixes, with no value.
    if (!trimmed.endsWith(topicWildcard)) return null;
    const stem = trimmed.slice(0, -topicWildcard.length);
    const family = stem === "" ? undefined : alertTopicPrefixes.find((p) => p.startsWith(stem));
    return family ? { prefix: family, value: "", wildcard: true } : null;
  }
  const rest = trimmed.slice(prefix.length + 1);
  const wildcard = rest.endsWith(topicWildcard);
  return { prefix, value: wildcard ? rest.slice(0, -topicWildcard.length) : rest, wildcard };
}

/**
 * Whether a topic pattern selects a topic: equal strings, or with a trailing `*` every topic
 * that starts with what comes before it. Case matters, as topics are written in one case by
 * the sources (ids, ISO codes, the spec's severity labels).
 */
export function topicMatches(pattern: string, candidate: string): boolean {
  const trimmed = pattern.trim();
  if (!trimmed.endsWith(topicWildcard)) return trimmed === candidate;
  return candidate.startsWith(trimmed.slice(0, -topicWildcard.length));
}

export function matchesAnyTopic(patterns: readonly string[], topics: readonly string[]): boolean {
  return patterns.some((pattern) => topics.some((candidate) => topicMatches(pattern, candidate)));
}

/**
 * A topic pattern as a SQL LIKE pattern (`\` escapes), for reading alerts whose topics match
 * it: `exists (select 1 from unnest(topics) t where t like $1)`. `%` and `_` in a value are
 * literal.
 */
export function topicLikePattern(pattern: string): string {
  const trimmed = pattern.trim();
  const wildcard = trimmed.endsWith(topicWildcard);
  const stem = (wildcard ? trimmed.slice(0, -topicWildcard.length) : trimmed).replace(
    /[\\%_]/g,
    "\\$&",
  );
  return wildcard ? `${stem}%` : stem;
}

/** What an alert is about, as the sources know it. */
export type TopicFacts = {
  type?: AlertType;
  companyIds?: readonly string[];
  locations?: readonly NewAlertLocation[];
  commodities?: readonly string[];
  dataset?: AlertDataset | null;
  signalRuleKey?: string | null;
  variable?: string | null;
  severity?: AlertSeverity | null;
  newsClasses?: readonly string[];
  polarity?: AlertPolarity | null;
  keywords?: readonly string[];
};

/** The topics of an alert, sorted and without repeats. */
export function alertTopics(facts: TopicFacts): string[] {
  const topics = new Set<string>();
  const add = (prefix: AlertTopicPrefix, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value.trim() !== "")
      topics.add(topic(prefix, value));
  };
  if (facts.type) add("resource_type", facts.type);
  for (const id of facts.companyIds ?? []) add("company", id);
  for (const location of facts.locations ?? []) topics.add(locationTopic(location));
  for (const name of facts.commodities ?? []) topics.add(commodityTopic(name));
  add("dataset", facts.dataset);
  add("signal_rule_key", facts.signalRuleKey);
  add("variable", facts.variable);
  add("severity", facts.severity);
  for (const id of facts.newsClasses ?? []) add("class", id);
  add("polarity", facts.polarity);
  // Keywords are written the way the keyword filter normalises what people type.
  for (const keyword of facts.keywords ?? []) add("keyword", normalizeSearchText(keyword));
  return [...topics].sort();
}
