import {
  type Answers,
  type AnswerValue,
  type Questionnaire,
  questionsOf,
} from "@tierwise/common/workflows/definition";
import { answerProblems, shownAnswers } from "@tierwise/common/workflows/rules";

/**
 * The supplier form's rules on the web side: the same functions the server decides with
 * (common/workflows/rules.ts), so a question shows, hides and is required exactly as the server
 * will judge it.
 */

/** Problems by question id, in reading order (the first is where focus goes). */
export type ProblemsById = Map<string, string>;

/** The answers to send: shown questions only (a hidden question's answer is never sent). */
export function answersToSend(questionnaire: Questionnaire, answers: Answers): Answers {
  return shownAnswers(questionnaire, answers);
}

/** What stops a submit, checked before asking the server (which checks again). */
export function submitProblems(questionnaire: Questionnaire, answers: Answers): ProblemsById {
  return inReadingOrder(
    questionnaire,
    answerProblems(questionnaire, answersToSend(questionnaire, answers), { complete: true }),
  );
}

/** Any problem list (the server's fieldErrors too) as a map in the questionnaire's order. */
export function inReadingOrder(
  questionnaire: Questionnaire,
  problems: readonly { questionId: string; message: string }[],
): ProblemsById {
  const byId = new Map<string, string>();
  for (const problem of problems)
    if (!byId.has(problem.questionId)) byId.set(problem.questionId, problem.message);
  const ordered: ProblemsById = new Map();
  for (const question of questionsOf(questionnaire)) {
    const message = byId.get(question.id);
    if (message) ordered.set(question.id, message);
  }
  return ordered;
}

/** A changed answer: empty values are removed, so "unanswered" has one shape. */
export function withAnswer(
  answers: Answers,
  questionId: string,
  value: AnswerValue | null,
): Answers {
  const next = { ...answers };
  const empty = value === null || value === "" || (Array.isArray(value) && value.length === 0);
  if (empty) delete next[questionId];
  else next[questionId] = value;
  return next;
}

/** The DOM id of a question's first control: where focus goes when it has a problem. */
export const questionControlId = (questionId: string) => `supplier-question-${questionId}`;
export const questionErrorId = (questionId: string) => `supplier-question-${questionId}-error`;
export const questionHelpId = (questionId: string) => `supplier-question-${questionId}-help`;

/** Moves focus to the first question with a problem (after the form has re-rendered). */
export function focusFirstProblem(problems: ProblemsById): void {
  const first = problems.keys().next();
  if (first.done) return;
  const element = document.getElementById(questionControlId(first.value));
  element?.focus();
  element?.scrollIntoView?.({ block: "center" });
}

const extensionOf = (name: string) => /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();

/**
 * The upload checks before sending (the server checks type, content and size again): a file
 * whose extension or type is not accepted, or that is larger than allowed, is refused with the
 * wording the rest of the portal uses for attachments.
 */
export function checkSupplierFile(
  file: File,
  upload: { maxBytes: number; accept: readonly string[] },
): string | null {
  const accepted = upload.accept.map((entry) => entry.replace(/^\./, "").toLowerCase());
  const extension = extensionOf(file.name);
  const typeFits =
    accepted.length === 0 ||
    (extension !== undefined && accepted.includes(extension)) ||
    (file.type !== "" && accepted.includes(file.type.toLowerCase()));
  if (!typeFits)
    return `File(s) ${file.name} could not be attached. Valid formats are ${accepted.filter((entry) => !entry.includes("/")).join(", ")}.`;
  if (file.size > upload.maxBytes)
    return `File(s) ${file.name} could not be attached. Max size is ${Math.floor(upload.maxBytes / (1024 * 1024))}MB.`;
  return null;
}

/** The `accept` attribute of the file input: ".pdf,.png,…" and any MIME types as given. */
export function acceptAttribute(accept: readonly string[]): string {
  return accept
    .map((entry) => (entry.includes("/") || entry.startsWith(".") ? entry : `.${entry}`))
    .join(",");
}
