import { countryName } from "../countries.ts";
import {
  type Answers,
  type AnswerValue,
  conditionSourceKinds,
  type FileAnswer,
  type Question,
  type Questionnaire,
  questionsOf,
} from "./definition.ts";
import { workflowMessages } from "./messages.ts";

/**
 * The questionnaire rules both sides run (issue 31): which questions show, what answers are
 * worth, and whether a set of answers is complete and well-formed. The server decides with these
 * on save and submit; the web runs the same functions to show and hide questions as one types.
 */

const isAnswered = (value: AnswerValue | null | undefined): value is AnswerValue =>
  value !== null &&
  value !== undefined &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

/** Whether an answer matches a condition's listed values. */
function matches(value: AnswerValue | null | undefined, anyOf: readonly (string | boolean)[]) {
  if (!isAnswered(value)) return false;
  if (Array.isArray(value)) return value.some((v) => typeof v === "string" && anyOf.includes(v));
  return (typeof value === "string" || typeof value === "boolean") && anyOf.includes(value);
}

/**
 * The ids of the questions shown for these answers, in order. A question shows when it has no
 * condition, or its condition's question is itself shown and answered with a listed value.
 */
export function visibleQuestionIds(questionnaire: Questionnaire, answers: Answers): Set<string> {
  const shown = new Set<string>();
  for (const question of questionsOf(questionnaire)) {
    const condition = question.condition;
    if (
      !condition ||
      (shown.has(condition.questionId) && matches(answers[condition.questionId], condition.anyOf))
    )
      shown.add(question.id);
  }
  return shown;
}

/** The answers of shown questions only: hidden questions' answers are dropped, never scored. */
export function shownAnswers(questionnaire: Questionnaire, answers: Answers): Answers {
  const shown = visibleQuestionIds(questionnaire, answers);
  return Object.fromEntries(
    Object.entries(answers).filter(([id, value]) => shown.has(id) && isAnswered(value)),
  );
}

export type RedFlagHit = { questionId: string; question: string; answer: string; reason: string };
export type ScoreResult = {
  /** 0–100, higher is better; null when no shown question is scored. */
  score: number | null;
  earned: number;
  possible: number;
  redFlags: RedFlagHit[];
};

type Rule = { points?: number | null; redFlag?: string | null };

/** The rules an answer hit, and the best points the question could give. */
function rulesOf(
  question: Question,
  value: AnswerValue | null | undefined,
): { hit: Rule[]; best: number } {
  const optionRules = question.options ?? [];
  switch (question.kind) {
    case "yesNo": {
      const best = Math.max(question.yes?.points ?? 0, question.no?.points ?? 0);
      const rule = value === true ? question.yes : value === false ? question.no : null;
      return { hit: rule ? [rule] : [], best };
    }
    case "singleChoice":
      return {
        hit: optionRules.filter((o) => o.id === value),
        best: Math.max(0, ...optionRules.map((o) => o.points ?? 0)),
      };
    case "multipleChoice": {
      const chosen = Array.isArray(value) ? value : [];
      return {
        hit: optionRules.filter((o) => (chosen as unknown[]).includes(o.id)),
        best: optionRules.reduce((sum, o) => sum + Math.max(0, o.points ?? 0), 0),
      };
    }
    case "number": {
      const ranges = question.ranges ?? [];
      const hit = ranges.find(
        (r) =>
          typeof value === "number" &&
          (r.min == null || value >= r.min) &&
          (r.max == null || value <= r.max),
      );
      return { hit: hit ? [hit] : [], best: Math.max(0, ...ranges.map((r) => r.points)) };
    }
    case "country": {
      const rules = question.countryRules ?? [];
      const hit = rules.find((r) => typeof value === "string" && r.countries.includes(value));
      return { hit: hit ? [hit] : [], best: Math.max(0, ...rules.map((r) => r.points)) };
    }
    default:
      return { hit: [], best: 0 };
  }
}

function isScored(question: Question): boolean {
  return (
    question.yes != null ||
    question.no != null ||
    (question.options ?? []).some((o) => o.points != null || o.redFlag) ||
    (question.ranges ?? []).length > 0 ||
    (question.countryRules ?? []).length > 0
  );
}

/** An answer in words, for red flags, the PDF and the wall. */
export function answerText(question: Question, value: AnswerValue | null | undefined): string {
  if (!isAnswered(value)) return "—";
  const optionLabel = (id: string) => question.options?.find((o) => o.id === id)?.label ?? id;
  switch (question.kind) {
    case "yesNo":
      return value === true ? "Yes" : "No";
    case "singleChoice":
      return optionLabel(String(value));
    case "multipleChoice":
      return (value as string[]).map(optionLabel).join(", ");
    case "country":
      return countryName(String(value)) ?? String(value);
    case "file":
      return (value as FileAnswer[]).map((f) => f.filename).join(", ");
    default:
      return String(value);
  }
}

/**
 * The score and red flags of shown answers. Unanswered scored questions count as possible
 * points not earned (a skipped optional question does not raise the score).
 */
export function scoreAnswers(questionnaire: Questionnaire, answers: Answers): ScoreResult {
  const shown = visibleQuestionIds(questionnaire, answers);
  let earned = 0;
  let possible = 0;
  const redFlags: RedFlagHit[] = [];
  for (const question of questionsOf(questionnaire)) {
    if (!shown.has(question.id) || !isScored(question)) continue;
    const value = answers[question.id];
    const { hit, best } = rulesOf(question, value);
    possible += best;
    for (const rule of hit) {
      earned += rule.points ?? 0;
      if (rule.redFlag)
        redFlags.push({
          questionId: question.id,
          question: question.label,
          answer: answerText(question, value),
          reason: rule.redFlag,
        });
    }
  }
  const score =
    possible > 0 ? Math.round(Math.max(0, Math.min(1, earned / possible)) * 1000) / 10 : null;
  return { score, earned, possible, redFlags };
}

export type AnswerProblem = { questionId: string; message: string };

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (text: string) =>
  datePattern.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** What is wrong with one shown answer's type or value, or null. */
function typeProblem(question: Question, value: AnswerValue): string | null {
  const optionIds = new Set((question.options ?? []).map((o) => o.id));
  switch (question.kind) {
    case "yesNo":
      return typeof value === "boolean" ? null : workflowMessages.answerWrongType;
    case "singleChoice":
      if (typeof value !== "string") return workflowMessages.answerWrongType;
      return optionIds.has(value) ? null : workflowMessages.unknownOption;
    case "multipleChoice":
      if (!Array.isArray(value) || value.some((v) => typeof v !== "string"))
        return workflowMessages.answerWrongType;
      return (value as string[]).every((v) => optionIds.has(v))
        ? null
        : workflowMessages.unknownOption;
    case "number":
      return typeof value === "number" && Number.isFinite(value)
        ? null
        : workflowMessages.answerWrongType;
    case "date":
      return typeof value === "string" && isRealDate(value) ? null : workflowMessages.invalidDate;
    case "text":
      return typeof value === "string" ? null : workflowMessages.answerWrongType;
    case "country":
      return typeof value === "string" &&
        countryName(value) !== null &&
        value === value.toUpperCase()
        ? null
        : workflowMessages.invalidCountry;
    case "file":
      return Array.isArray(value) &&
        value.every((f) => typeof f === "object" && f !== null && "fileKey" in f)
        ? null
        : workflowMessages.answerWrongType;
  }
}

/**
 * Problems with a set of answers: unknown questions and wrong types always; missing required
 * answers only when `complete` (a submit, not a draft). Hidden questions are never required
 * and their answers are not checked (they are dropped on save).
 */
export function answerProblems(
  questionnaire: Questionnaire,
  answers: Answers,
  options: { complete: boolean },
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  const shown = visibleQuestionIds(questionnaire, answers);
  const questions = questionsOf(questionnaire);
  const known = new Set(questions.map((q) => q.id));
  for (const id of Object.keys(answers))
    if (!known.has(id))
      problems.push({ questionId: id, message: workflowMessages.answerWrongType });
  for (const question of questions) {
    if (!shown.has(question.id)) continue;
    const value = answers[question.id];
    if (!isAnswered(value)) {
      if (options.complete && question.required)
        problems.push({ questionId: question.id, message: workflowMessages.answerRequired });
      continue;
    }
    const problem = typeProblem(question, value);
    if (problem) problems.push({ questionId: question.id, message: problem });
  }
  return problems;
}

/** Whether a question kind can be the source of a condition. */
export function canBeConditionSource(question: Question): boolean {
  return (conditionSourceKinds as readonly string[]).includes(question.kind);
}
