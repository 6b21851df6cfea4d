import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { Questionnaire, QuestionnaireSection } from "@tierwise/common/workflows/definition";
import { workflowLimits } from "@tierwise/common/workflows/messages";
import { QuestionEditor } from "./QuestionEditor.tsx";
import { ReorderButtons } from "./ReorderButtons.tsx";
import {
  conditionSources,
  type DraftProblems,
  moved,
  newQuestion,
  newSection,
  problemAt,
  removed,
  replaced,
  withoutDanglingConditions,
} from "./template-draft.ts";

type QuestionnaireEditorProps = {
  questionnaire: Questionnaire;
  /** Applies a change to the latest questionnaire. */
  update: (change: (questionnaire: Questionnaire) => Questionnaire) => void;
  /** "steps.0.questionnaire" */
  path: string;
  problems: DraftProblems;
};

/**
 * A questionnaire step's content: an introduction, then sections of questions, each movable
 * with buttons. Questions are numbered through the whole questionnaire, as the supplier and
 * conditions see them.
 */
export function QuestionnaireEditor({
  questionnaire,
  update,
  path,
  problems,
}: QuestionnaireEditorProps) {
  // Every change drops conditions that name a removed question or option.
  const commit = (change: (latest: Questionnaire) => Questionnaire) =>
    update((latest) => withoutDanglingConditions(change(latest)));
  type Sections = QuestionnaireSection[];
  const setSections = (change: (sections: Sections) => Sections) =>
    commit((latest) => ({ ...latest, sections: change(latest.sections) }));
  const updateSection = (
    index: number,
    change: (section: QuestionnaireSection) => QuestionnaireSection,
  ) =>
    setSections((sections) =>
      sections.map((section, at) => (at === index ? change(section) : section)),
    );
  type Questions = QuestionnaireSection["questions"];
  const setQuestions = (sectionIndex: number, change: (questions: Questions) => Questions) =>
    updateSection(sectionIndex, (section) => ({
      ...section,
      questions: change(section.questions),
    }));
  let number = 0;
  return (
    <Stack gap="md">
      <Textarea
        label="Introduction for the supplier"
        value={questionnaire.intro ?? ""}
        onChange={(event) => {
          const intro = event.currentTarget.value || null;
          commit((latest) => ({ ...latest, intro }));
        }}
        error={problemAt(problems, `${path}.intro`)}
        autosize
        minRows={2}
      />
      {problemAt(problems, `${path}.sections`) ? (
        <Text size="sm" c="red.9">
          {problemAt(problems, `${path}.sections`)}
        </Text>
      ) : null}
      {questionnaire.sections.map((section, sectionIndex) => {
        const sectionPath = `${path}.sections.${sectionIndex}`;
        const title = section.title || `section ${sectionIndex + 1}`;
        return (
          <Paper
            key={section.id}
            withBorder
            p="md"
            bg="var(--mantine-color-gray-0)"
            data-section-path={sectionPath}
          >
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Title order={4}>{`Section ${sectionIndex + 1}`}</Title>
                <ReorderButtons
                  subject={`section “${title}”`}
                  index={sectionIndex}
                  count={questionnaire.sections.length}
                  onMove={(delta) => setSections((latest) => moved(latest, sectionIndex, delta))}
                  onRemove={
                    questionnaire.sections.length > 1
                      ? () => setSections((latest) => removed(latest, sectionIndex))
                      : null
                  }
                />
              </Group>
              <TextInput
                label="Section title"
                value={section.title}
                onChange={(event) => {
                  const title = event.currentTarget.value;
                  updateSection(sectionIndex, (latest) => ({ ...latest, title }));
                }}
                error={problemAt(problems, `${sectionPath}.title`)}
              />
              <Textarea
                label="Section description"
                value={section.description ?? ""}
                onChange={(event) => {
                  const description = event.currentTarget.value || null;
                  updateSection(sectionIndex, (latest) => ({ ...latest, description }));
                }}
                autosize
                minRows={1}
              />
              {problemAt(problems, `${sectionPath}.questions`) ? (
                <Text size="sm" c="red.9">
                  {problemAt(problems, `${sectionPath}.questions`)}
                </Text>
              ) : null}
              {section.questions.map((question, questionIndex) => {
                number += 1;
                return (
                  <QuestionEditor
                    key={question.id}
                    question={question}
                    number={number}
                    index={questionIndex}
                    count={section.questions.length}
                    sources={conditionSources(questionnaire, question.id)}
                    onChange={(next) =>
                      setQuestions(sectionIndex, (latest) => replaced(latest, questionIndex, next))
                    }
                    onMove={(delta) =>
                      setQuestions(sectionIndex, (latest) => moved(latest, questionIndex, delta))
                    }
                    onRemove={
                      section.questions.length > 1
                        ? () =>
                            setQuestions(sectionIndex, (latest) => removed(latest, questionIndex))
                        : null
                    }
                    path={`${sectionPath}.questions.${questionIndex}`}
                    problems={problems}
                  />
                );
              })}
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                disabled={section.questions.length >= workflowLimits.questionsPerSectionMax}
                onClick={() => {
                  const added = newQuestion("yesNo");
                  setQuestions(sectionIndex, (latest) => [...latest, added]);
                }}
                style={{ alignSelf: "flex-start" }}
              >
                {`Add question to ${title}`}
              </Button>
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={questionnaire.sections.length >= workflowLimits.sectionsMax}
        onClick={() => {
          const added = newSection();
          setSections((latest) => [...latest, added]);
        }}
        style={{ alignSelf: "flex-start" }}
      >
        Add section
      </Button>
    </Stack>
  );
}
