import { gradeLabel } from "../GradeBadge.tsx";

const order: Record<string, number> = { A: 0, B: 1, C: 2, D: 3 };

/**
 * The trend of a grade in words: which way it last moved, and from what. The previous grade is
 * the one before the last move (the hub's "Last grade change" column says the same).
 */
export function gradeTrend(previous: string | null, current: string): string {
  const before = previous === null ? undefined : order[previous];
  const now = order[current];
  if (previous === null || previous === current) return "No grade change";
  if (before === undefined || now === undefined) return `Was ${gradeLabel(previous)}`;
  return `${now > before ? "Riskier" : "Less risky"}: was ${gradeLabel(previous)}`;
}

export const signalWords = (count: number) =>
  count === 0 ? "No risk signals" : count === 1 ? "1 risk signal" : `${count} risk signals`;
