import { describe, expect, it } from "vitest";
import {
  alertTopics,
  matchesAnyTopic,
  parseTopic,
  topic,
  topicLikePattern,
  topicMatches,
} from "./topics.ts";

describe("alert topics", () => {
  it("builds prefix:value strings and refuses empty values", () => {
    expect(topic("location.country", "DE")).toBe("location.country:DE");
    expect(topic("severity", " Critical ")).toBe("severity:Critical");
    // A raised alert's topic is exact; a trailing * belongs to patterns only.
    expect(topic("keyword", "bank*")).toBe("keyword:bank");
    expect(() => topic("company", "  ")).toThrow(/needs a value/);
  });

  it("parses the longest prefix, wildcards and unknown prefixes", () => {
    expect(parseTopic("location.city:Berlin")).toEqual({
      prefix: "location.city",
      value: "Berlin",
      wildcard: false,
    });
    expect(parseTopic("location:Europe")).toEqual({
      prefix: "location",
      value: "Europe",
      wildcard: false,
    });
    expect(parseTopic("site_relocation_or_climate closure:yes")?.prefix).toBe(
      "site_relocation_or_climate closure",
    );
    expect(parseTopic("keyword:bank*")).toEqual({
      prefix: "keyword",
      value: "bank",
      wildcard: true,
    });
    expect(parseTopic("location.*")).toEqual({
      prefix: "location.city",
      value: "",
      wildcard: true,
    });
    expect(parseTopic("weather:rain")).toBeNull();
    expect(parseTopic("*")).toBeNull();
  });

  it("matches exact topics and trailing wildcards only", () => {
    expect(topicMatches("company:abc", "company:abc")).toBe(true);
    expect(topicMatches("company:abc", "company:abcd")).toBe(false);
    expect(topicMatches("company:*", "company:abcd")).toBe(true);
    expect(topicMatches("location.*", "location.country:DE")).toBe(true);
    expect(topicMatches("location.*", "location:Europe")).toBe(false);
    expect(topicMatches("location*", "location:Europe")).toBe(true);
    expect(topicMatches("keyword:bank*", "keyword:bankruptcy")).toBe(true);
    expect(topicMatches("keyword:bank*", "keyword:data bank")).toBe(false);
    expect(topicMatches("severity:critical", "severity:Critical")).toBe(false);
    expect(matchesAnyTopic(["class:fraud", "severity:*"], ["severity:High"])).toBe(true);
    expect(matchesAnyTopic(["class:fraud"], ["class:fraud_x"])).toBe(false);
  });

  it("turns patterns into LIKE patterns with literal % and _", () => {
    expect(topicLikePattern("keyword:bank*")).toBe("keyword:bank%");
    expect(topicLikePattern("variable:current_ratio")).toBe("variable:current\\_ratio");
    expect(topicLikePattern("keyword:100%*")).toBe("keyword:100\\%%");
  });

  it("collects every fact of an alert as sorted, unique topics", () => {
    const topics = alertTopics({
      type: "financial",
      companyIds: ["c1", "c1"],
      locations: [
        { level: "Country", name: "Germany", countryCode: "DE" },
        { level: "City", name: "Berlin", countryCode: "DE" },
      ],
      commodities: ["Copper"],
      dataset: "liquidity",
      signalRuleKey: "liquidity.current_ratio.drop",
      variable: "current_ratio",
      severity: "High",
      newsClasses: ["bankruptcy"],
      polarity: "NEGATIVE",
      keywords: ["Insolvency!", "  "],
    });
    expect(topics).toEqual([
      "class:bankruptcy",
      "company:c1",
      "dataset:liquidity",
      "keyword:insolvency",
      "location.city:Berlin",
      "location.country:DE",
      "polarity:NEGATIVE",
      "resource:copper",
      "resource_type:financial",
      "severity:High",
      "signal_rule_key:liquidity.current_ratio.drop",
      "variable:current_ratio",
    ]);
    expect(alertTopics({ dataset: null, companyIds: [] })).toEqual([]);
  });
});
