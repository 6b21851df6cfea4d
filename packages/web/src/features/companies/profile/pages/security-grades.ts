/** Security grades A (best) to F as bar heights, so factors can be compared at a glance. */
const gradeValues = { A: 5, B: 4, C: 3, D: 2, F: 1 } as const;
export type SecurityGrade = keyof typeof gradeValues;

export function gradeValue(grade: SecurityGrade): number {
  return gradeValues[grade];
}

export function gradeFromValue(value: number): string {
  const found = Object.entries(gradeValues).find(([, score]) => score === Math.round(value));
  return found ? found[0] : "";
}

/** Spec 3 §9: D, E and F are poor grades. */
/** Value-axis ticks, one per grade (F to A). */
export const gradeTicks = [1, 2, 3, 4, 5];

export function gradeColor(grade: string): string {
  if (grade === "A" || grade === "B") return "green";
  if (grade === "C") return "yellow";
  return "red";
}

/** The security rating scale (250–900). */
export const securityRatingRange = { min: 250, max: 900 } as const;
