import {
  Badge,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { riskGrades } from "@tierwise/common/risk";
import {
  type Question,
  type WorkflowApprover,
  type WorkflowCheck,
  type WorkflowCheckKind,
  type WorkflowStep,
  workflowCheckKinds,
} from "@tierwise/common/workflows/definition";
import { PeopleFilter } from "../../cases/list/PeopleFilter.tsx";
import { checkKindLabels, stepKindDescriptions, stepKindLabels } from "../workflow-labels.ts";
import { QuestionnaireEditor } from "./QuestionnaireEditor.tsx";
import { ReorderButtons } from "./ReorderButtons.tsx";
import { type DraftProblems, problemAt, problemsUnder } from "./template-draft.ts";

type StepEditorProps = {
  step: WorkflowStep;
  index: number;
  count: number;
  /** File questions of earlier questionnaire steps (for a documents check). */
  earlierFileQuestions: readonly Question[];
  onChange: (step: WorkflowStep) => void;
  /** Applies a change to the latest version of this step. */
  onUpdate: (change: (step: WorkflowStep) => WorkflowStep) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: (() => void) | null;
  problems: DraftProblems;
};

const approverKey = (approver: WorkflowApprover | null | undefined) =>
  approver ? `${approver.type}:${approver.id}` : null;

/** Who acts at a review or decision: one person or team, or any reviewer when nobody is named. */
function ApproverField({
  approver,
  onChange,
  error,
}: {
  approver: WorkflowApprover | null | undefined;
  onChange: (approver: WorkflowApprover | null) => void;
  error: string | undefined;
}) {
  const key = approverKey(approver);
  return (
    <Stack gap={4}>
      <PeopleFilter
        label="Approver (a person or a team; empty: any member may act)"
        withTeams
        value={key ? [key] : []}
        onChange={(keys) => {
          // One approver: the latest pick replaces the earlier one.
          const latest = keys.at(-1);
          const match = latest ? /^(user|team):(.+)$/.exec(latest) : null;
          onChange(match ? { type: match[1] as "user" | "team", id: match[2] as string } : null);
        }}
      />
      {error ? (
        <Text size="sm" c="red.9">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function CheckFields({
  check,
  earlierFileQuestions,
  onChange,
  path,
  problems,
}: {
  check: WorkflowCheck;
  earlierFileQuestions: readonly Question[];
  onChange: (check: WorkflowCheck) => void;
  path: string;
  problems: DraftProblems;
}) {
  const setKind = (kind: WorkflowCheckKind) =>
    onChange(
      kind === "riskGradeAtLeast"
        ? { kind, grade: "B" }
        : kind === "documentsPresent"
          ? { kind, questionIds: earlierFileQuestions.slice(0, 1).map((question) => question.id) }
          : { kind },
    );
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <Select
        label="Check"
        data={workflowCheckKinds.map((kind) => ({ value: kind, label: checkKindLabels[kind] }))}
        value={check.kind}
        allowDeselect={false}
        onChange={(kind) => kind && setKind(kind as WorkflowCheckKind)}
        style={{ flex: "1 1 16rem" }}
      />
      {check.kind === "riskGradeAtLeast" ? (
        <Select
          label="Lowest grade that passes"
          data={[...riskGrades]}
          value={check.grade}
          allowDeselect={false}
          onChange={(grade) => grade && onChange({ ...check, grade: grade as typeof check.grade })}
          style={{ flex: "0 1 10rem" }}
        />
      ) : null}
      {check.kind === "documentsPresent" ? (
        <MultiSelect
          label="File questions that must have a file"
          data={earlierFileQuestions.map((question) => ({
            value: question.id,
            label: question.label || question.id,
          }))}
          value={check.questionIds}
          onChange={(questionIds) => onChange({ ...check, questionIds })}
          error={
            problemAt(problems, `${path}.questionIds`) ??
            problemsUnder(problems, `${path}.questionIds`)[0]
          }
          nothingFoundMessage="No file question in an earlier questionnaire"
          style={{ flex: "2 1 18rem" }}
        />
      ) : null}
    </Group>
  );
}

/** One step of a template: its name and kind, and what the kind needs. */
export function StepEditor({
  step,
  index,
  count,
  earlierFileQuestions,
  onChange,
  onUpdate,
  onMove,
  onRemove,
  problems,
}: StepEditorProps) {
  const path = `steps.${index}`;
  const issues = problemsUnder(problems, path).length;
  const headingId = `step-${step.id}-heading`;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby={headingId}
      data-step-kind={step.kind}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={3} size="h4" id={headingId}>
                {`Step ${index + 1}: ${stepKindLabels[step.kind]}`}
              </Title>
              {issues > 0 ? (
                <Badge color="red.9" variant="filled" size="sm">
                  {issues === 1 ? "1 problem" : `${issues} problems`}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">{stepKindDescriptions[step.kind]}</Text>
          </Stack>
          <ReorderButtons
            subject={`step “${step.name || index + 1}”`}
            index={index}
            count={count}
            onMove={onMove}
            onRemove={onRemove}
          />
        </Group>
        {problemAt(problems, `${path}.kind`) ? (
          <Text size="sm" c="red.9" role="alert">
            {problemAt(problems, `${path}.kind`)}
          </Text>
        ) : null}
        <TextInput
          label="Step name"
          value={step.name}
          onChange={(event) => onChange({ ...step, name: event.currentTarget.value })}
          error={problemAt(problems, `${path}.name`)}
        />
        {step.kind === "questionnaire" ? (
          <QuestionnaireEditor
            questionnaire={step.questionnaire}
            update={(change) =>
              onUpdate((latest) =>
                latest.kind === "questionnaire"
                  ? { ...latest, questionnaire: change(latest.questionnaire) }
                  : latest,
              )
            }
            path={`${path}.questionnaire`}
            problems={problems}
          />
        ) : step.kind === "check" ? (
          <CheckFields
            check={step.check}
            earlierFileQuestions={earlierFileQuestions}
            onChange={(check) => onChange({ ...step, check })}
            path={`${path}.check`}
            problems={problems}
          />
        ) : (
          <ApproverField
            approver={step.approver}
            onChange={(approver) => onChange({ ...step, approver })}
            error={problemsUnder(problems, `${path}.approver`)[0]}
          />
        )}
      </Stack>
    </Paper>
  );
}
