import {
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  type Question,
  type QuestionKind,
  questionKinds,
} from "@tierwise/common/workflows/definition";
import { memo } from "react";
import { questionKindLabels } from "../workflow-labels.ts";
import { ConditionFields } from "./ConditionFields.tsx";
import { OptionsEditor } from "./OptionsEditor.tsx";
import { ReorderButtons } from "./ReorderButtons.tsx";
import { ScoringFields } from "./ScoringFields.tsx";
import { type DraftProblems, problemAt, problemsUnder, withKind } from "./template-draft.ts";

type QuestionEditorProps = {
  question: Question;
  number: number;
  index: number;
  count: number;
  /** Earlier condition-capable questions of the same questionnaire. */
  sources: readonly Question[];
  onChange: (question: Question) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: (() => void) | null;
  path: string;
  problems: DraftProblems;
};

/**
 * One question: its text, kind, help, whether it is required, its options (choices), the
 * condition that shows it, and its scoring and red flags.
 */
function QuestionEditorCard({
  question,
  number,
  index,
  count,
  sources,
  onChange,
  onMove,
  onRemove,
  path,
  problems,
}: QuestionEditorProps) {
  const change = (part: Partial<Question>) => onChange({ ...question, ...part });
  const name = question.label || `question ${number}`;
  const issues = problemsUnder(problems, path).length;
  const headingId = `${path}-heading`;
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      component="section"
      aria-labelledby={headingId}
      data-question-path={path}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} size="sm" id={headingId}>
            {`Question ${number}`}
            {issues > 0 ? (
              <Text span c="red.9" size="sm" fw={600}>
                {` · ${issues === 1 ? "1 problem" : `${issues} problems`}`}
              </Text>
            ) : null}
          </Text>
          <ReorderButtons
            subject={`question “${name}”`}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap">
          <TextInput
            label="Question"
            value={question.label}
            onChange={(event) => change({ label: event.currentTarget.value })}
            error={problemAt(problems, `${path}.label`) ?? problemAt(problems, `${path}.id`)}
            style={{ flex: "3 1 18rem" }}
          />
          <Select
            label="Answer type"
            data={questionKinds.map((kind) => ({ value: kind, label: questionKindLabels[kind] }))}
            value={question.kind}
            allowDeselect={false}
            onChange={(kind) => kind && onChange(withKind(question, kind as QuestionKind))}
            style={{ flex: "1 1 10rem" }}
          />
        </Group>
        <Textarea
          label="Help for the supplier"
          value={question.help ?? ""}
          onChange={(event) => change({ help: event.currentTarget.value || null })}
          error={problemAt(problems, `${path}.help`)}
          autosize
          minRows={1}
        />
        <Checkbox
          label="Required"
          checked={question.required}
          onChange={(event) => change({ required: event.currentTarget.checked })}
        />
        {question.kind === "singleChoice" || question.kind === "multipleChoice" ? (
          <OptionsEditor
            options={question.options ?? []}
            onChange={(options) => change({ options })}
            path={`${path}.options`}
            problems={problems}
            questionLabel={name}
          />
        ) : null}
        <Divider label="When it is shown" labelPosition="left" />
        <ConditionFields
          question={question}
          sources={sources}
          onChange={(condition) => change({ condition })}
          path={`${path}.condition`}
          problems={problems}
        />
        {question.kind === "singleChoice" || question.kind === "multipleChoice" ? null : (
          <>
            <Divider label="Scoring and red flags" labelPosition="left" />
            <ScoringFields question={question} onChange={change} path={path} problems={problems} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The problems at or under a path, as one comparable string. */
const problemsKey = (problems: DraftProblems, path: string) =>
  [...problems]
    .filter(([key]) => key === path || key.startsWith(`${path}.`))
    .map(([key, message]) => `${key}=${message}`)
    .join("\n");

/**
 * A question re-renders only when what it shows changed: typing in one question leaves the
 * others alone (a template can hold hundreds). Its callbacks apply their change to the latest
 * definition by position (index and path, both compared here), so a question that skipped a
 * render never writes back stale neighbours.
 */
function sameQuestion(before: QuestionEditorProps, after: QuestionEditorProps): boolean {
  return (
    before.question === after.question &&
    before.number === after.number &&
    before.index === after.index &&
    before.count === after.count &&
    before.path === after.path &&
    (before.onRemove === null) === (after.onRemove === null) &&
    before.sources.length === after.sources.length &&
    before.sources.every((source, at) => source === after.sources[at]) &&
    problemsKey(before.problems, before.path) === problemsKey(after.problems, after.path)
  );
}

export const QuestionEditor = memo(QuestionEditorCard, sameQuestion);
