import { Checkbox, Fieldset, Radio, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { AnswerValue, Question } from "@tierwise/common/workflows/definition";
import { questionControlId, questionErrorId, questionHelpId } from "./supplier-form-state.ts";

type SupplierChoiceFieldProps = {
  question: Question;
  value: AnswerValue | null | undefined;
  error: string | undefined;
  onChange: (value: AnswerValue | null) => void;
  disabled: boolean;
};

const yesNoOptions = [
  { id: "yes", label: "Yes", value: true },
  { id: "no", label: "No", value: false },
] as const;

/**
 * Yes/no, single and multiple choice as a fieldset whose legend is the question: screen
 * readers announce the question with each option, and the help and error texts are tied to the
 * group with aria-describedby. Radios share a name, so arrow keys move between them.
 */
export function SupplierChoiceField({
  question,
  value,
  error,
  onChange,
  disabled,
}: SupplierChoiceFieldProps) {
  const name = questionControlId(question.id);
  const describedBy =
    [
      question.help ? questionHelpId(question.id) : null,
      error ? questionErrorId(question.id) : null,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const legend = (
    <Text component="span" fw={600} size="sm">
      {question.label}
      {question.required ? (
        <Text component="span" c="red" aria-hidden>
          {" *"}
        </Text>
      ) : null}
      {question.required ? <VisuallyHidden> (required)</VisuallyHidden> : null}
    </Text>
  );
  const options =
    question.kind === "yesNo"
      ? yesNoOptions.map((option) => ({ ...option }))
      : (question.options ?? []).map((option) => ({
          id: option.id,
          label: option.label,
          value: option.id,
        }));
  const chosen = Array.isArray(value) ? (value as string[]) : [];

  return (
    <Fieldset
      variant="unstyled"
      legend={legend}
      aria-describedby={describedBy}
      disabled={disabled}
      data-question-id={question.id}
    >
      <Stack gap={6} mt={4}>
        {question.help ? (
          <Text id={questionHelpId(question.id)} size="sm" c="dimmed">
            {question.help}
          </Text>
        ) : null}
        {options.map((option, index) =>
          question.kind === "multipleChoice" ? (
            <Checkbox
              key={option.id}
              id={index === 0 ? name : `${name}-${option.id}`}
              label={option.label}
              checked={chosen.includes(String(option.value))}
              onChange={(event) => {
                const picked = event.currentTarget.checked
                  ? [...chosen, String(option.value)]
                  : chosen.filter((entry) => entry !== option.value);
                // Kept in the questionnaire's order, whatever the order of clicks.
                const order = options.map((entry) => String(entry.value));
                onChange(order.filter((entry) => picked.includes(entry)));
              }}
            />
          ) : (
            <Radio
              key={option.id}
              id={index === 0 ? name : `${name}-${option.id}`}
              name={name}
              label={option.label}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
          ),
        )}
        {error ? (
          <Text id={questionErrorId(question.id)} size="sm" c="red.9">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
