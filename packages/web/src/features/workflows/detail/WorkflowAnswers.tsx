import { Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { IconFlag } from "@tabler/icons-react";
import { type Question, questionsOf } from "@tierwise/common/workflows/definition";
import { answerText, scoreAnswers, visibleQuestionIds } from "@tierwise/common/workflows/rules";
import { conditionText } from "../condition-text.ts";
import { formatMoment } from "../workflow-dates.ts";
import { scoreText } from "../workflow-labels.ts";
import type { WorkflowAnswerSet } from "../workflows.graphql.ts";

/** One questionnaire's answers: the questions the supplier saw, then those their answers hid. */
function AnswerSet({ set }: { set: WorkflowAnswerSet }) {
  const shown = visibleQuestionIds(set.questionnaire, set.answers);
  const flagged = new Map(
    scoreAnswers(set.questionnaire, set.answers).redFlags.map((flag) => [
      flag.questionId,
      flag.reason,
    ]),
  );
  const all = questionsOf(set.questionnaire);
  const hidden = all.filter((question) => !shown.has(question.id));
  const row = (question: Question) => {
    const flag = flagged.get(question.id);
    return (
      <Table.Tr key={question.id} data-question-id={question.id}>
        <Table.Th scope="row" fw={500} w="45%">
          {question.label}
        </Table.Th>
        <Table.Td>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {answerText(question, set.answers[question.id])}
            </Text>
            {flag ? (
              <Badge
                color="red.9"
                variant="filled"
                leftSection={<IconFlag size={12} aria-hidden />}
              >
                {`Red flag: ${flag}`}
              </Badge>
            ) : null}
          </Group>
        </Table.Td>
      </Table.Tr>
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={`answers-${set.stepId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4" id={`answers-${set.stepId}`}>
            {set.stepName}
          </Title>
          <Text size="sm">
            {set.submittedAt
              ? `Submitted ${formatMoment(set.submittedAt)}${set.submittedBy ? ` by ${set.submittedBy}` : ""} · score ${scoreText(set.score)}`
              : "Not submitted yet"}
          </Text>
        </Group>
        {set.questionnaire.sections.map((section) => {
          const questions = section.questions.filter((question) => shown.has(question.id));
          if (questions.length === 0) return null;
          return (
            <Table key={section.id} aria-label={section.title} verticalSpacing={6}>
              <Table.Caption style={{ captionSide: "top", textAlign: "left", fontWeight: 700 }}>
                {section.title}
              </Table.Caption>
              <Table.Tbody>{questions.map(row)}</Table.Tbody>
            </Table>
          );
        })}
        {hidden.length > 0 ? (
          <Stack gap={4} data-testid="hidden-questions">
            <Text size="sm" fw={600}>
              {hidden.length === 1
                ? "1 question was not asked because of earlier answers:"
                : `${hidden.length} questions were not asked because of earlier answers:`}
            </Text>
            <Stack component="ul" gap={2} m={0} pl="md">
              {hidden.map((question) => (
                <Text component="li" size="sm" key={question.id}>
                  {`${question.label} (${conditionText(question, all)})`}
                </Text>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** The supplier's answers of every questionnaire step, as the reviewer reads them. */
export function WorkflowAnswers({ answers }: { answers: readonly WorkflowAnswerSet[] }) {
  if (answers.length === 0) return null;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Answers
      </Title>
      {answers.map((set) => (
        <AnswerSet key={set.stepId} set={set} />
      ))}
    </Stack>
  );
}
