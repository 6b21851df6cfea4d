import { NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import { countryNames } from "@tierwise/common/countries.generated";
import type { AnswerValue, FileAnswer, Question } from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { SupplierChoiceField } from "./SupplierChoiceField.tsx";
import { SupplierFileField } from "./SupplierFileField.tsx";
import { questionControlId } from "./supplier-form-state.ts";

type SupplierQuestionFieldProps = {
  token: string;
  question: Question;
  value: AnswerValue | null | undefined;
  error: string | undefined;
  upload: { maxBytes: number; accept: string[] };
  onChange: (value: AnswerValue | null) => void;
  disabled: boolean;
};

const countryOptions = Object.entries(countryNames)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label, "en"));

/**
 * One question of the supplier's form, by kind. Labelled inputs carry their help and error
 * texts through Mantine's aria-describedby; choice questions are fieldsets; the first control
 * of each has the question's id, so focus can go to it.
 */
export function SupplierQuestionField(props: SupplierQuestionFieldProps) {
  const { question, value, error, onChange, disabled } = props;
  const common = {
    id: questionControlId(question.id),
    label: question.label,
    description: question.help ?? undefined,
    required: question.required,
    error,
    disabled,
    "data-question-id": question.id,
  };
  switch (question.kind) {
    case "yesNo":
    case "singleChoice":
    case "multipleChoice":
      return (
        <SupplierChoiceField
          question={question}
          value={value}
          error={error}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case "file":
      return (
        <SupplierFileField
          token={props.token}
          question={question}
          value={Array.isArray(value) ? (value as FileAnswer[]) : []}
          error={error}
          upload={props.upload}
          onChange={(files) => onChange(files)}
          disabled={disabled}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          value={typeof value === "number" ? value : ""}
          onChange={(next) => onChange(typeof next === "number" ? next : null)}
          inputMode="decimal"
          hideControls
        />
      );
    case "date":
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        />
      );
    case "country":
      return (
        <Select
          {...common}
          data={countryOptions}
          value={typeof value === "string" ? value : null}
          onChange={(next) => onChange(next)}
          searchable
          clearable
          nothingFoundMessage="No country matches"
          placeholder="Choose a country"
        />
      );
    default:
      return (
        <Textarea
          {...common}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          autosize
          minRows={3}
          maxLength={workflowLimits.textAnswerMax}
        />
      );
  }
}
