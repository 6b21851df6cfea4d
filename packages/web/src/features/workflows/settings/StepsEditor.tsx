import { Button, Menu, Stack, Text } from "@mantine/core";
import { IconChevronDown, IconPlus } from "@tabler/icons-react";
import {
  type Question,
  questionsOf,
  type WorkflowDefinition,
  workflowStepKinds,
} from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { stepKindLabels } from "../workflow-labels.ts";
import { StepEditor } from "./StepEditor.tsx";
import {
  addStep,
  type DraftProblems,
  moved,
  problemAt,
  removed,
  replaced,
} from "./template-draft.ts";

type StepsEditorProps = {
  definition: WorkflowDefinition;
  /** Applies a change to the latest definition. */
  update: (change: (definition: WorkflowDefinition) => WorkflowDefinition) => void;
  problems: DraftProblems;
};

/** File questions of the questionnaire steps before `index`. */
function fileQuestionsBefore(definition: WorkflowDefinition, index: number): Question[] {
  return definition.steps
    .slice(0, index)
    .flatMap((step) => (step.kind === "questionnaire" ? questionsOf(step.questionnaire) : []))
    .filter((question) => question.kind === "file");
}

/**
 * The template's steps in order, each movable with buttons; new steps go before the decision,
 * which stays last (the template rules say so, and the editor shows where they are broken).
 */
export function StepsEditor({ definition, update, problems }: StepsEditorProps) {
  const steps = definition.steps;
  type Steps = WorkflowDefinition["steps"];
  const setSteps = (change: (steps: Steps) => Steps) =>
    update((latest) => ({ ...latest, steps: change(latest.steps) }));
  return (
    <Stack gap="md">
      {problemAt(problems, "steps") ? (
        <Text size="sm" c="red.9" role="alert">
          {problemAt(problems, "steps")}
        </Text>
      ) : null}
      {steps.map((step, index) => (
        <StepEditor
          key={step.id}
          step={step}
          index={index}
          count={steps.length}
          earlierFileQuestions={fileQuestionsBefore(definition, index)}
          onChange={(next) => setSteps((latest) => replaced(latest, index, next))}
          onUpdate={(change) =>
            setSteps((latest) => latest.map((step, at) => (at === index ? change(step) : step)))
          }
          onMove={(delta) => setSteps((latest) => moved(latest, index, delta))}
          onRemove={steps.length > 2 ? () => setSteps((latest) => removed(latest, index)) : null}
          problems={problems}
        />
      ))}
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            disabled={steps.length >= workflowLimits.stepsMax}
            style={{ alignSelf: "flex-start" }}
          >
            Add step
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {workflowStepKinds.map((kind) => (
            <Menu.Item key={kind} onClick={() => update((latest) => addStep(latest, kind))}>
              {stepKindLabels[kind]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Stack>
  );
}
