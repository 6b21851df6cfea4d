import type {
  ChoiceOption,
  Question,
  QuestionnaireSection,
} from "@tierwise/common/workflows/definition";

/**
 * Short builders for the shipped templates, so each template file reads as the questionnaire
 * it is. Points: a best answer is worth its points, a poor one 0; a red flag names the concern.
 */

export const section = (
  id: string,
  title: string,
  questions: Question[],
  description?: string,
): QuestionnaireSection => ({ id, title, description: description ?? null, questions });

type Extra = Partial<Omit<Question, "id" | "kind" | "label">>;

export const ask = (
  kind: Question["kind"],
  id: string,
  label: string,
  extra: Extra = {},
): Question => ({ id, kind, label, required: true, ...extra });

/** A yes/no question where `good` earns the points and the other answer may raise a flag. */
export const yesNo = (
  id: string,
  label: string,
  options: { good?: boolean; points?: number; flag?: string } & Extra = {},
): Question => {
  const { good = true, points = 10, flag, ...extra } = options;
  const best = { points, redFlag: null };
  const poor = { points: 0, redFlag: flag ?? null };
  return ask("yesNo", id, label, {
    yes: good ? best : poor,
    no: good ? poor : best,
    ...extra,
  });
};

export const option = (
  id: string,
  label: string,
  points = 0,
  redFlag: string | null = null,
): ChoiceOption => ({ id, label, points, redFlag });

/** Shown only when question `questionId` was answered with one of `anyOf`. */
export const when = (questionId: string, ...anyOf: (string | boolean)[]) => ({
  condition: { questionId, anyOf },
});
