import { countryName } from "@tierwise/common/countries";
import type { Question } from "@tierwise/common/workflows/definition";

/** A condition's value in words: Yes/No, the option's label, or the country's name. */
export function conditionValueText(source: Question | undefined, value: string | boolean): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (source?.kind === "country") return countryName(value) ?? value;
  return source?.options?.find((option) => option.id === value)?.label ?? value;
}

/**
 * "shown when “Do you use subcontractors?” is Yes" — a question's condition in words, for the
 * template editor and for reviewers reading which questions were not asked.
 */
export function conditionText(question: Question, questions: readonly Question[]): string {
  const condition = question.condition;
  if (!condition) return "always shown";
  const source = questions.find((candidate) => candidate.id === condition.questionId);
  const values = condition.anyOf.map((value) => conditionValueText(source, value));
  const answers =
    values.length <= 1
      ? (values[0] ?? "")
      : `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
  return `shown when “${source?.label ?? condition.questionId}” is ${answers}`;
}
