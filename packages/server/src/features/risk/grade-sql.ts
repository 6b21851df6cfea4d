import type { RiskGrade } from "@tierwise/common/risk";
import { type SQL, sql } from "drizzle-orm";

export type GradeThresholdsSql = Record<RiskGrade, number>;

/** common gradeOfScore in SQL, for grades computed where the numbers are (portfolio means). */
export function gradeCaseSql(score: SQL, t: GradeThresholdsSql): SQL {
  return sql`case when ${score} is null then '-'
    when ${score} >= ${t.D} then 'D' when ${score} >= ${t.C} then 'C'
    when ${score} >= ${t.B} then 'B' else 'A' end`;
}
