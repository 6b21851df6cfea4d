import { z } from "zod";
import { riskGrades } from "../risk.ts";
import { workflowLimits, workflowMessages } from "./messages.ts";

/**
 * Supplier workflows (issue 31): the shape of a template version's definition — its ordered
 * steps and, for questionnaire steps, the sections, questions, options, conditions and scoring.
 * This file is part of the contract (docs/workflows-contract.graphql): the server stores and
 * checks definitions with these schemas, and the web builds and renders forms from these types.
 */

export const workflowStepKinds = ["questionnaire", "review", "check", "decision"] as const;
export type WorkflowStepKind = (typeof workflowStepKinds)[number];

export const questionKinds = [
  "yesNo",
  "singleChoice",
  "multipleChoice",
  "number",
  "date",
  "text",
  "file",
  "country",
] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** Question kinds an answer of which a condition can test. */
export const conditionSourceKinds = [
  "yesNo",
  "singleChoice",
  "multipleChoice",
  "country",
] as const satisfies readonly QuestionKind[];

export const workflowCheckKinds = [
  "sanctionsClear",
  "riskGradeAtLeast",
  "documentsPresent",
] as const;
export type WorkflowCheckKind = (typeof workflowCheckKinds)[number];

export const workflowOutcomes = ["approved", "approved_with_conditions", "rejected"] as const;
export type WorkflowOutcome = (typeof workflowOutcomes)[number];

const id = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[A-Za-z0-9_-]+$/, workflowMessages.idCharacters);
const label = z.string().trim().min(1, workflowMessages.labelRequired).max(workflowLimits.labelMax);
const optionalText = z.string().trim().max(workflowLimits.helpMax).nullish();
const points = z.number().finite().min(-1000).max(1000);
/** A red flag is the short reason shown to reviewers ("Uses child labour"); absent: no flag. */
const redFlag = z.string().trim().min(1).max(workflowLimits.labelMax).nullish();

/** What one answer is worth, and whether it raises a red flag. */
export const answerScoreSchema = z.object({ points: points.default(0), redFlag });
export type AnswerScore = z.infer<typeof answerScoreSchema>;

export const choiceOptionSchema = z.object({
  id,
  label,
  points: points.nullish(),
  redFlag,
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** Points and red flags for a number answer in [min, max] (either bound may be open). */
export const numberRangeSchema = z.object({
  min: z.number().finite().nullish(),
  max: z.number().finite().nullish(),
  points: points.default(0),
  redFlag,
});
export type NumberRange = z.infer<typeof numberRangeSchema>;

/** Points and red flags for a country answer in the listed ISO codes. */
export const countryRuleSchema = z.object({
  countries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .max(250),
  points: points.default(0),
  redFlag,
});
export type CountryRule = z.infer<typeof countryRuleSchema>;

/**
 * Shown only when an earlier question's answer matches: the yes/no value, one of the option
 * ids (for a multiple choice: any selected), or one of the country codes.
 */
export const questionConditionSchema = z.object({
  questionId: id,
  anyOf: z
    .array(z.union([z.string().min(1).max(60), z.boolean()]))
    .min(1)
    .max(250),
});
export type QuestionCondition = z.infer<typeof questionConditionSchema>;

export const questionSchema = z.object({
  id,
  kind: z.enum(questionKinds),
  label,
  help: optionalText,
  required: z.boolean().default(false),
  condition: questionConditionSchema.nullish(),
  /** singleChoice and multipleChoice: the choices, in order. */
  options: z.array(choiceOptionSchema).max(workflowLimits.optionsMax).nullish(),
  /** yesNo: what each answer is worth. */
  yes: answerScoreSchema.nullish(),
  no: answerScoreSchema.nullish(),
  /** number: scored ranges (the first that matches counts). */
  ranges: z.array(numberRangeSchema).max(20).nullish(),
  /** country: scored lists (the first that matches counts). */
  countryRules: z.array(countryRuleSchema).max(20).nullish(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionnaireSectionSchema = z.object({
  id,
  title: label,
  description: optionalText,
  questions: z.array(questionSchema).min(1).max(workflowLimits.questionsPerSectionMax),
});
export type QuestionnaireSection = z.infer<typeof questionnaireSectionSchema>;

export const questionnaireSchema = z.object({
  intro: optionalText,
  sections: z.array(questionnaireSectionSchema).min(1).max(workflowLimits.sectionsMax),
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

/** An internal approver: a user or a team of the organisation; null lets any reviewer act. */
export const workflowApproverSchema = z.object({ type: z.enum(["user", "team"]), id: z.string() });
export type WorkflowApprover = z.infer<typeof workflowApproverSchema>;

export const workflowCheckSchema = z.discriminatedUnion("kind", [
  /** Passes when the company has no confirmed or open probable sanctions match. */
  z.object({ kind: z.literal("sanctionsClear") }),
  /** Passes when the company's grade (default risk configuration) is this grade or better. */
  z.object({ kind: z.literal("riskGradeAtLeast"), grade: z.enum(riskGrades) }),
  /** Passes when every named file question has at least one file. */
  z.object({ kind: z.literal("documentsPresent"), questionIds: z.array(id).min(1).max(50) }),
]);
export type WorkflowCheck = z.infer<typeof workflowCheckSchema>;

const stepBase = { id, name: label };
export const workflowStepSchema = z.discriminatedUnion("kind", [
  z.object({ ...stepBase, kind: z.literal("questionnaire"), questionnaire: questionnaireSchema }),
  z.object({ ...stepBase, kind: z.literal("review"), approver: workflowApproverSchema.nullish() }),
  z.object({ ...stepBase, kind: z.literal("check"), check: workflowCheckSchema }),
  z.object({
    ...stepBase,
    kind: z.literal("decision"),
    approver: workflowApproverSchema.nullish(),
  }),
]);
export type WorkflowStep = z.infer<typeof workflowStepSchema>;
export type QuestionnaireStep = Extract<WorkflowStep, { kind: "questionnaire" }>;

/** A template version's definition: its steps in order. Rules beyond shape: definition-rules.ts. */
export const workflowDefinitionSchema = z.object({
  steps: z.array(workflowStepSchema).min(2).max(workflowLimits.stepsMax),
});
export type WorkflowDefinition = z.infer<typeof workflowDefinitionSchema>;

/** One file a supplier uploaded for a file question (key from the supplier form's upload). */
export const fileAnswerSchema = z.object({
  fileKey: z.string().min(1).max(300),
  filename: z.string().min(1).max(255),
  size: z.number().int().nonnegative(),
  contentType: z.string().max(200).nullish(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/**
 * An answer by question kind: yesNo boolean; singleChoice option id; multipleChoice option
 * ids; number number; date "YYYY-MM-DD"; text string; file FileAnswer[]; country ISO code.
 */
export type AnswerValue = boolean | number | string | string[] | FileAnswer[];
/** A questionnaire's answers by question id; unanswered questions are absent (or null). */
export type Answers = Record<string, AnswerValue | null>;
export const answersSchema = z.record(
  z.string().max(60),
  z.union([
    z.boolean(),
    z.number().finite(),
    z.string().max(workflowLimits.textAnswerMax),
    z.array(z.string().max(60)).max(workflowLimits.optionsMax),
    z.array(fileAnswerSchema).max(workflowLimits.filesPerQuestionMax),
    z.null(),
  ]),
);

/** Every question of a questionnaire, in reading order. */
export function questionsOf(questionnaire: Questionnaire): Question[] {
  return questionnaire.sections.flatMap((section) => section.questions);
}

/**
 * What the supplier's form shows: the questionnaire without points and red flags (scoring is
 * the organisation's own business).
 */
export function supplierQuestionnaire(questionnaire: Questionnaire): Questionnaire {
  return {
    intro: questionnaire.intro ?? null,
    sections: questionnaire.sections.map((section) => ({
      ...section,
      questions: section.questions.map((q) => ({
        id: q.id,
        kind: q.kind,
        label: q.label,
        help: q.help ?? null,
        required: q.required,
        condition: q.condition ?? null,
        options: q.options?.map((o) => ({ id: o.id, label: o.label })) ?? null,
      })),
    })),
  };
}
