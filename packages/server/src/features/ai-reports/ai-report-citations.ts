import { type AiRiskLevel, aiCitationPattern } from "@tierwise/common/ai-reports";
import type { AiCategorySummary, AiFact, AiSentence } from "./ai-report.table.ts";

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

/** Numbers as stated, compared by value: "1,250" is 1250, "0.50" is 0.5, "03" is 3. */
export function numbersIn(text: string): number[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)]
    .map((m) => Number(m[0].replace(/,/g, "")))
    .filter((n) => Number.isFinite(n));
}

/**
 * One sentence through the check (issue 15 "Checked after generation"): kept, without its
 * bracketed ids, when it cites at least one fact, every id it cites exists, and every number
 * it states appears in a cited fact (label, value or date); null when it must be dropped.
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
  const known = new Set(
    cited.flatMap((fact) => numbersIn(`${fact?.label} ${fact?.value} ${fact?.date ?? ""}`)),
  );
  if (prose.length === 0 || numbersIn(prose).some((n) => !known.has(n))) return null;
  return { text: prose, factIds: ids };
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
