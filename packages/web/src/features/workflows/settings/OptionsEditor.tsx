import { Button, Group, NumberInput, Stack, Text, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ChoiceOption } from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { ReorderButtons } from "./ReorderButtons.tsx";
import {
  type DraftProblems,
  moved,
  newId,
  problemAt,
  removed,
  replaced,
} from "./template-draft.ts";

type OptionsEditorProps = {
  options: readonly ChoiceOption[];
  onChange: (options: ChoiceOption[]) => void;
  /** The options' path, e.g. "steps.0.questionnaire.sections.0.questions.3.options". */
  path: string;
  problems: DraftProblems;
  questionLabel: string;
};

/** A number input's value as a score: empty is "no points" (null). */
export const pointsOf = (value: number | string) => (typeof value === "number" ? value : null);

/**
 * The choices of a single or multiple choice question, in order: each with its label, the
 * points it is worth and the red flag it raises (both optional).
 */
export function OptionsEditor({
  options,
  onChange,
  path,
  problems,
  questionLabel,
}: OptionsEditorProps) {
  const update = (index: number, change: Partial<ChoiceOption>) =>
    onChange(replaced(options, index, { ...(options[index] as ChoiceOption), ...change }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id={`${path}-heading`}>
        Options
      </Text>
      {problemAt(problems, path) ? (
        <Text size="sm" c="red.9" role="alert">
          {problemAt(problems, path)}
        </Text>
      ) : null}
      {options.map((option, index) => {
        const optionPath = `${path}.${index}`;
        const name = option.label || `option ${index + 1}`;
        return (
          <Group key={option.id} gap="xs" align="flex-start" wrap="wrap" data-option-index={index}>
            <TextInput
              label={`Option ${index + 1}`}
              value={option.label}
              onChange={(event) => update(index, { label: event.currentTarget.value })}
              error={
                problemAt(problems, `${optionPath}.label`) ??
                problemAt(problems, `${optionPath}.id`)
              }
              style={{ flex: "2 1 12rem" }}
            />
            <NumberInput
              label="Points"
              value={option.points ?? ""}
              onChange={(value) => update(index, { points: pointsOf(value) })}
              error={problemAt(problems, `${optionPath}.points`)}
              min={-1000}
              max={1000}
              style={{ flex: "0 1 6rem" }}
            />
            <TextInput
              label="Red flag"
              description="Raised when chosen"
              value={option.redFlag ?? ""}
              onChange={(event) => update(index, { redFlag: event.currentTarget.value || null })}
              error={problemAt(problems, `${optionPath}.redFlag`)}
              style={{ flex: "2 1 12rem" }}
            />
            <div style={{ alignSelf: "flex-end", paddingBottom: 4 }}>
              <ReorderButtons
                subject={`option “${name}” of “${questionLabel}”`}
                index={index}
                count={options.length}
                onMove={(delta) => onChange(moved(options, index, delta))}
                onRemove={options.length > 2 ? () => onChange(removed(options, index)) : null}
              />
            </div>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={options.length >= workflowLimits.optionsMax}
        onClick={() => onChange([...options, { id: newId("o"), label: "" }])}
        style={{ alignSelf: "flex-start" }}
      >
        Add option
      </Button>
    </Stack>
  );
}
