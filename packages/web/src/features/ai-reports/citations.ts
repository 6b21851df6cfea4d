import { aiCitationPattern } from "@tierwise/common/ai-reports";
import type { AiFact, AiReport, AiSentence } from "./ai-reports.graphql.ts";

/** A cited fact and the number its superscript shows. */
export type Citation = { number: number; fact: AiFact };

/** The sentences of a report in reading order: the summary, then each category's lists. */
export function sentencesOf(report: Pick<AiReport, "summary" | "categories">): AiSentence[] {
  return [
    ...report.summary,
    ...report.categories.flatMap((category) => [
      ...category.signalPoints,
      ...category.otherFindings,
      ...category.recommendedActions,
    ]),
  ];
}

/**
 * Numbers the cited facts in the order the reader meets them, once each, as footnotes are.
 * An id with no fact behind it gets no number (the server's check drops such sentences anyway).
 */
export function citationIndex(report: AiReport): Map<string, Citation> {
  const facts = new Map(report.facts.map((fact) => [fact.id, fact]));
  const index = new Map<string, Citation>();
  for (const sentence of sentencesOf(report)) {
    for (const id of sentence.factIds) {
      const fact = facts.get(id);
      if (fact && !index.has(id)) index.set(id, { number: index.size + 1, fact });
    }
  }
  return index;
}

/**
 * The sentence as read: the generator may leave its bracketed fact ids in the text
 * ("… is 0.82 [metric:current_ratio]."); the page shows them as numbered links instead.
 */
export function sentenceText(text: string): string {
  return text
    .replace(aiCitationPattern, "")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** "Current ratio: 0.82 · Companies House · 2025-12-31": the fact behind a citation. */
export function describeFact(fact: AiFact): string {
  return [`${fact.label}: ${fact.value}`, fact.source, fact.date].filter(Boolean).join(" · ");
}
