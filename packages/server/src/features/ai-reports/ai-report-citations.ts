import { type AiRiskLevel, aiCitationPattern } from "@tierwise/common/ai-reports";
import type { AiCategorySummary, AiFact, AiSentence } from "./ai-report.table.ts";
import { figuresHeld, figuresIn } from "./ai-report-numbers.ts";

/** What a generator writes: sentences with their citations in brackets, not yet checked. */
export type DraftReport = {
  riskLevel: AiRiskLevel;
  summary: string[];
  categories: {
    title: string;
    riskLevel: AiRiskLevel;
    signalPoints: string[];
    otherFindings: string[];
    recommendedActions: string[];
  }[];
};

export type CheckedReport = {
  riskLevel: AiRiskLevel;
  summary: AiSentence[];
  categories: AiCategorySummary[];
  droppedSentenceCount: number;
  /** The sources of the facts the kept sentences cite. */
  dataProviders: string[];
};

/**
 * One sentence through the check (issue 15 "Checked after generation"): kept, without its
 * bracketed ids, when it cites at least one fact, every id it cites exists, and every figure it
 * states is in a cited fact (label, value or date) — numbers by value, sign and unit, dates as
 * dates (ai-report-numbers.ts); null when it must be dropped.
 */
export function checkSentence(text: string, facts: ReadonlyMap<string, AiFact>): AiSentence | null {
  const ids = [...new Set([...text.matchAll(aiCitationPattern)].map((m) => m[1] as string))];
  if (ids.length === 0) return null;
  const cited = ids.map((id) => facts.get(id));
  if (cited.some((fact) => fact === undefined)) return null;
  const prose = text
    .replace(aiCitationPattern, "")
    .replace(/\s+([.,;:!?])/g, "$1")
    .replace(/\s{2,}/g, " ")
    .trim();
  if (prose.length === 0) return null;
  // Each fact read on its own, so no fact's words give another's number a sign.
  const known = cited.map((fact) =>
    figuresIn(`${fact?.label}: ${fact?.value}${fact?.date ? ` (${fact.date})` : ""}`),
  );
  const held = {
    quantities: known.flatMap((k) => k.quantities),
    dates: known.flatMap((k) => k.dates),
  };
  return figuresHeld(figuresIn(prose), held) ? { text: prose, factIds: ids } : null;
}

/** Runs every sentence of a draft through the check and counts what it dropped. */
export function checkCitations(draft: DraftReport, facts: readonly AiFact[]): CheckedReport {
  const byId = new Map(facts.map((fact) => [fact.id, fact]));
  let dropped = 0;
  const keep = (sentences: string[]) =>
    sentences.flatMap((text) => {
      const checked = checkSentence(text, byId);
      if (!checked) dropped++;
      return checked ? [checked] : [];
    });
  const summary = keep(draft.summary);
  const categories = draft.categories.map((category) => ({
    title: category.title,
    riskLevel: category.riskLevel,
    signalPoints: keep(category.signalPoints),
    otherFindings: keep(category.otherFindings),
    recommendedActions: keep(category.recommendedActions),
  }));
  const citedIds = new Set(
    [
      ...summary,
      ...categories.flatMap((c) => [
        ...c.signalPoints,
        ...c.otherFindings,
        ...c.recommendedActions,
      ]),
    ].flatMap((s) => s.factIds),
  );
  const dataProviders = [
    ...new Set(facts.filter((f) => citedIds.has(f.id)).map((f) => f.source)),
  ].sort();
  return {
    riskLevel: draft.riskLevel,
    summary,
    categories,
    droppedSentenceCount: dropped,
    dataProviders,
  };
}
