import { describe, expect, it } from "vitest";
import type { AiFact } from "./ai-report.table.ts";
import { checkSentence } from "./ai-report-citations.ts";

/**
 * The citation check against what a model gets wrong (issue 15 "Checked after generation"): a
 * number must be in a cited fact with its sign and its unit, a date must be a cited fact's
 * date, and a number spelled out counts as the number.
 */

const fact = (id: string, label: string, value: string, date: string | null = null): AiFact => ({
  id,
  kind: id.startsWith("metric:") ? "metric" : id.startsWith("alert:") ? "alert" : "ratio",
  label,
  value,
  source: "Tierwise",
  date,
  href: null,
});
const facts = new Map(
  [
    fact("ratio:revenue_change", "Revenue change, fiscal 2024 to 2025", "-12.3%"),
    fact("ratio:net_income", "Net income, fiscal 2025", "-75,000 EUR"),
    fact("ratio:revenue", "Revenue, fiscal 2025", "1,600,000 EUR"),
    fact("metric:current_ratio", "Current ratio", "1.7", "2026-11-11"),
    fact("metric:creditscore", "Credit score", "69", "2026-11-11"),
    fact("profile:alerts_last_year", "Alerts in the last year", "11", "2026-11-11"),
    fact("alert:a1", "Cyber alert (Critical)", "Ransomware halts two plants", "2026-03-05"),
  ].map((f) => [f.id, f]),
);

const kept = (sentence: string) => checkSentence(sentence, facts) !== null;

describe("the citation check's numbers", () => {
  it.each([
    // sign
    ["Revenue grew 12.3% [ratio:revenue_change].", "a fall told as growth"],
    ["Revenue rose by 12.3 percent [ratio:revenue_change].", "a fall told as a rise, in words"],
    ["Revenue grew -12.3% [ratio:revenue_change].", "a sign against its verb"],
    ["Revenue fell +12.3% [ratio:revenue_change].", "a plus sign on a fall"],
    ["Net income was 75,000 EUR [ratio:net_income].", "a loss told as income"],
    ["The company made a profit of 75,000 EUR [ratio:net_income].", "a loss told as profit"],
    // unit
    ["Revenue fell 12.3 [ratio:revenue_change].", "a percentage without its unit"],
    ["Net income was -75,000 USD [ratio:net_income].", "another currency"],
    ["Net income was -$75,000 [ratio:net_income].", "another currency, by its symbol"],
    ["The current ratio is 1.7% [metric:current_ratio].", "a ratio as a percentage"],
    ["Revenue was 1.6 billion EUR [ratio:revenue].", "a scale word that changes the amount"],
    // digits inside dates
    ["The current ratio is 11 [metric:current_ratio].", "11 only in the fact's date"],
    ["The current ratio is 2026 [metric:current_ratio].", "the fact's year as a ratio"],
    ["The current ratio was 1.7 on 2026-11-12 [metric:current_ratio].", "another ISO day"],
    ["The current ratio was 1.7 on Nov 3, 2026 [metric:current_ratio].", "another day, in words"],
    ["The current ratio was 1.7 on 11/03/2026 [metric:current_ratio].", "neither reading"],
    ["The current ratio was 1.7 in December 2026 [metric:current_ratio].", "another month"],
    ["Revenue fell 12.3% in fiscal 2026 [ratio:revenue_change].", "a year no fact holds"],
    // spelled out
    ["The current ratio is eleven [metric:current_ratio].", "eleven against 1.7"],
    ["Twelve alerts were published in the last year [profile:alerts_last_year].", "twelve"],
    ["The credit score is seventy [metric:creditscore].", "a ten"],
    ["The credit score is sixty-eight [metric:creditscore].", "a compound"],
    ["Ransomware halted three plants [alert:a1].", "three against two"],
    ["The credit score of 69 covers two million suppliers [metric:creditscore].", "a scale"],
  ])("drops %j (%s)", (sentence) => {
    expect(kept(sentence)).toBe(false);
  });

  it.each([
    ["Revenue fell 12.3% from fiscal 2024 to 2025 [ratio:revenue_change].", "a fall, with years"],
    ["Revenue declined by 12.3 percent [ratio:revenue_change].", "percent in words"],
    ["Revenue changed by -12.3% [ratio:revenue_change].", "the sign as stated"],
    ["Revenue changed by −12.3 % [ratio:revenue_change].", "a typographic minus"],
    ["Revenue shows a 12.3% decline [ratio:revenue_change].", "the direction after the number"],
    ["Revenue fell by -12.3% [ratio:revenue_change].", "a sign agreeing with its verb"],
    ["Net income was a loss of 75,000 EUR [ratio:net_income].", "a loss"],
    ["Net income was -€75,000 in fiscal 2025 [ratio:net_income].", "a currency symbol"],
    ["Net income was EUR -75,000 [ratio:net_income].", "the code before"],
    ["Net income fell to a loss of EUR 75 thousand [ratio:net_income].", "a scale word"],
    ["Revenue was EUR 1.6 million [ratio:revenue].", "a million, in words"],
    ["Revenue was €1.6m [ratio:revenue].", "a million, abbreviated"],
    ["The current ratio is 1.70 [metric:current_ratio].", "another notation"],
    ["The current ratio was 1.7 on 2026-11-11 [metric:current_ratio].", "the ISO day"],
    ["The current ratio was 1.7 on Nov 11, 2026 [metric:current_ratio].", "month day, year"],
    ["The current ratio was 1.7 on 11 November 2026 [metric:current_ratio].", "day month year"],
    ["The current ratio was 1.7 on 11/11/2026 [metric:current_ratio].", "day/month/year"],
    ["The current ratio was 1.7 in November 2026 [metric:current_ratio].", "the month"],
    ["The current ratio was 1.7 in 2026 [metric:current_ratio].", "the year of the date"],
    ["Eleven alerts were published in the last year [profile:alerts_last_year].", "eleven"],
    ["The credit score is sixty-nine [metric:creditscore].", "a compound spelled out"],
    ["Ransomware halted two plants on March 5, 2026 [alert:a1].", "two, and the day"],
    ["One of the alerts is critical [alert:a1].", "'one of' is no count"],
    ["Ransomware halts two plants, a zero-day attack [alert:a1].", "'zero-day' is no count"],
    [
      "Revenue fell 12.3% and the current ratio is 1.7 [ratio:revenue_change] [metric:current_ratio].",
      "two facts",
    ],
  ])("keeps %j (%s)", (sentence) => {
    expect(kept(sentence)).toBe(true);
  });

  it("reads each fact on its own: one fact's words give no sign to another's number", () => {
    // "-12.3%" is the revenue change's; the current ratio fact holds no percentage.
    expect(kept("The current ratio fell 12.3% [metric:current_ratio].")).toBe(false);
  });
});
