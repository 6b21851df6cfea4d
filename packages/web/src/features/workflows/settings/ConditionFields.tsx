import { Group, MultiSelect, Select } from "@mantine/core";
import { countryNames } from "@tierwise/common/countries.generated";
import type { Question, QuestionCondition } from "@tierwise/common/workflows/definition";
import {
  conditionChoices,
  conditionValuesFromStrings,
  conditionValuesToStrings,
  type DraftProblems,
  problemAt,
} from "./template-draft.ts";

type ConditionFieldsProps = {
  question: Question;
  /** Earlier questions of the questionnaire that a condition can look at. */
  sources: readonly Question[];
  onChange: (condition: QuestionCondition | null) => void;
  path: string;
  problems: DraftProblems;
};

const always = "";

const countryChoices = Object.entries(countryNames)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

/**
 * "Show this question: always, or when “<earlier question>” is <one of these answers>". Only
 * earlier yes/no, choice and country questions can be chosen (the template rules'), so a
 * condition never looks forward.
 */
export function ConditionFields({
  question,
  sources,
  onChange,
  path,
  problems,
}: ConditionFieldsProps) {
  const condition = question.condition ?? null;
  const source = condition
    ? sources.find((candidate) => candidate.id === condition.questionId)
    : undefined;
  const label = question.label || "this question";
  const sourceOptions = [
    { value: always, label: "Always" },
    ...sources.map((candidate) => ({
      value: candidate.id,
      label: `When “${candidate.label || candidate.id}” is …`,
    })),
  ];
  // A condition whose question was moved below this one still shows, with the rule's message.
  if (condition && !source)
    sourceOptions.push({
      value: condition.questionId,
      label: `When “${condition.questionId}” is …`,
    });
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label={`Show “${label}”`}
        data={sourceOptions}
        value={condition?.questionId ?? always}
        allowDeselect={false}
        onChange={(value) => {
          if (!value) return onChange(null);
          const picked = sources.find((candidate) => candidate.id === value);
          const first = picked ? conditionChoices(picked)[0] : undefined;
          onChange({
            questionId: value,
            anyOf: picked?.kind === "yesNo" ? [true] : first ? [first.value] : [],
          });
        }}
        error={problemAt(problems, `${path}.questionId`)}
        style={{ flex: "1 1 16rem" }}
      />
      {condition ? (
        <MultiSelect
          label="… one of these answers"
          data={
            source?.kind === "country" ? countryChoices : source ? conditionChoices(source) : []
          }
          value={conditionValuesToStrings(condition.anyOf)}
          onChange={(values) =>
            onChange({
              ...condition,
              anyOf: source ? conditionValuesFromStrings(source, values) : values,
            })
          }
          searchable={source?.kind === "country"}
          error={problemAt(problems, `${path}.anyOf`)}
          style={{ flex: "1 1 16rem" }}
        />
      ) : null}
    </Group>
  );
}
