import { Badge, type MantineColor } from "@mantine/core";
import { type GradeOrNone, gradeLabels, noScore, riskGrades } from "@tierwise/common/risk";

/** Colours follow the risk: green for minimal to red for high; the text always says the grade. */
const gradeColors: Record<GradeOrNone, MantineColor> = {
  A: "green",
  B: "lime",
  C: "orange",
  D: "red",
  [noScore]: "gray",
};

/** The server sends grades as strings; anything it did not grade reads as "no score". */
export function asGrade(grade: string | null | undefined): GradeOrNone {
  return riskGrades.find((known) => known === grade) ?? noScore;
}

/** "A · minimal" … "— · no score": the words beside every grade (never colour alone). */
export function gradeLabel(grade: string | null | undefined): string {
  return gradeLabels[asGrade(grade)];
}

export function gradeColor(grade: string | null | undefined): MantineColor {
  return gradeColors[asGrade(grade)];
}

/** A grade as a badge: letter and tier word, coloured by risk. */
export function GradeBadge({
  grade,
  size = "md",
}: {
  grade: string | null | undefined;
  size?: "sm" | "md" | "lg";
}) {
  return (
    <Badge color={gradeColor(grade)} variant="light" size={size} tt="none">
      {gradeLabel(grade)}
    </Badge>
  );
}
