import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";

/**
 * Where a problem is, in the editor's words: "Step 1 › Section 2 › Question 3 › Option 1"
 * for "steps.0.questionnaire.sections.1.questions.2.options.0.label". Questions are numbered
 * through the questionnaire, as the editor shows them.
 */
export function problemLocation(path: string, definition: WorkflowDefinition): string {
  const parts = path.split(".");
  const place: string[] = [];
  const stepIndex = parts[0] === "steps" ? Number(parts[1]) : Number.NaN;
  if (Number.isNaN(stepIndex))
    return path === "tag" ? "Tag" : path === "name" ? "Name" : "Template";
  place.push(`Step ${stepIndex + 1}`);
  const step = definition.steps[stepIndex];
  const sectionAt = parts.indexOf("sections");
  if (sectionAt >= 0 && step?.kind === "questionnaire") {
    const sectionIndex = Number(parts[sectionAt + 1]);
    place.push(`Section ${sectionIndex + 1}`);
    const questionAt = parts.indexOf("questions");
    if (questionAt >= 0) {
      const questionIndex = Number(parts[questionAt + 1]);
      const before = step.questionnaire.sections
        .slice(0, sectionIndex)
        .reduce((sum, section) => sum + section.questions.length, 0);
      place.push(`Question ${before + questionIndex + 1}`);
      const optionAt = parts.indexOf("options");
      if (optionAt >= 0 && parts[optionAt + 1] !== undefined)
        place.push(`Option ${Number(parts[optionAt + 1]) + 1}`);
    }
  }
  return place.join(" › ");
}
