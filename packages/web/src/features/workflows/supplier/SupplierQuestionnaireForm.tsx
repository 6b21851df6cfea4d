import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle, IconCheck } from "@tabler/icons-react";
import type { Answers } from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { visibleQuestionIds } from "@tierwise/common/workflows/rules";
import type { SupplierFormView } from "@tierwise/common/workflows/supplier-form";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { SupplierQuestionField } from "./SupplierQuestionField.tsx";
import { SupplierFormRequestError, supplierFormApi } from "./supplier-form-api.ts";
import {
  answersToSend,
  focusFirstProblem,
  inReadingOrder,
  type ProblemsById,
  submitProblems,
  withAnswer,
} from "./supplier-form-state.ts";

type SupplierQuestionnaireFormProps = {
  token: string;
  view: SupplierFormView;
  onSubmitted: (message: string) => void;
  /** The link stopped working while the form was open (used, expired, withdrawn). */
  onLinkProblem: (error: SupplierFormRequestError) => void;
};

type Notice = { kind: "saved" | "failed" | "problems"; text: string } | null;

const savedTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

const problemsText = (count: number) =>
  count === 1 ? "One answer needs your attention." : `${count} answers need your attention.`;

const endsTheLink = (error: unknown): error is SupplierFormRequestError =>
  error instanceof SupplierFormRequestError &&
  (error.code === "used" ||
    error.code === "expired" ||
    error.code === "cancelled" ||
    error.code === "invalid");

/**
 * The questionnaire as the supplier answers it: questions show and hide as earlier answers
 * change (the server's own rule), Save draft keeps the answers for later, Submit checks the
 * required answers first and moves focus to the first one missing.
 */
export function SupplierQuestionnaireForm({
  token,
  view,
  onSubmitted,
  onLinkProblem,
}: SupplierQuestionnaireFormProps) {
  const { questionnaire } = view;
  const [answers, setAnswers] = useState<Answers>(view.answers ?? {});
  const [problems, setProblems] = useState<ProblemsById>(new Map());
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState<"draft" | "submit" | null>(null);
  const focusPending = useRef(false);
  const shown = useMemo(() => visibleQuestionIds(questionnaire, answers), [questionnaire, answers]);

  // Focus moves once the errors are on screen (after the render that shows them), and only
  // after a save or submit: fixing one answer must not move the supplier elsewhere.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstProblem(problems);
  }, [problems]);

  const change = (questionId: string, value: Parameters<typeof withAnswer>[2]) => {
    setAnswers((current) => withAnswer(current, questionId, value));
    if (problems.has(questionId)) {
      const next = new Map(problems);
      next.delete(questionId);
      setProblems(next);
    }
  };

  const showProblems = (found: ProblemsById) => {
    setProblems(found);
    setNotice({ kind: "problems", text: problemsText(found.size) });
    focusPending.current = true;
  };

  const saveDraft = async () => {
    setBusy("draft");
    try {
      const saved = await supplierFormApi.saveDraft(token, answersToSend(questionnaire, answers));
      setNotice({
        kind: "saved",
        text: `${workflowMessages.draftSaved} Saved ${savedTime(saved.savedAt)}.`,
      });
    } catch (error) {
      if (endsTheLink(error)) onLinkProblem(error);
      else if (error instanceof SupplierFormRequestError && error.code === "validation")
        showProblems(inReadingOrder(questionnaire, error.fieldErrors));
      else
        setNotice({ kind: "failed", text: "Your answers could not be saved. Please try again." });
    } finally {
      setBusy(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = submitProblems(questionnaire, answers);
    if (found.size > 0) {
      showProblems(found);
      return;
    }
    setBusy("submit");
    try {
      const result = await supplierFormApi.submit(token, answersToSend(questionnaire, answers));
      onSubmitted(result.message || workflowMessages.submitted);
    } catch (error) {
      if (endsTheLink(error)) onLinkProblem(error);
      else if (error instanceof SupplierFormRequestError && error.code === "validation")
        showProblems(inReadingOrder(questionnaire, error.fieldErrors));
      else setNotice({ kind: "failed", text: "Your answers could not be sent. Please try again." });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={view.stepName}>
      <Stack gap="lg">
        {questionnaire.intro ? <Text>{questionnaire.intro}</Text> : null}
        <Text size="sm" c="dimmed">
          Questions marked with * must be answered before you submit.
        </Text>
        {questionnaire.sections.map((section) => {
          const questions = section.questions.filter((question) => shown.has(question.id));
          if (questions.length === 0) return null;
          return (
            <Paper
              key={section.id}
              component="section"
              withBorder
              p={{ base: "sm", sm: "lg" }}
              aria-labelledby={`supplier-section-${section.id}`}
            >
              <Stack gap="md">
                <div>
                  <Title order={2} size="h3" id={`supplier-section-${section.id}`}>
                    {section.title}
                  </Title>
                  {section.description ? (
                    <Text size="sm" c="dimmed" mt={4}>
                      {section.description}
                    </Text>
                  ) : null}
                </div>
                {questions.map((question) => (
                  <SupplierQuestionField
                    key={question.id}
                    token={token}
                    question={question}
                    value={answers[question.id]}
                    error={problems.get(question.id)}
                    upload={view.upload}
                    onChange={(value) => change(question.id, value)}
                    disabled={busy === "submit"}
                  />
                ))}
              </Stack>
            </Paper>
          );
        })}
        <div aria-live="polite">
          {notice ? (
            <Alert
              color={notice.kind === "saved" ? "teal.9" : "red.9"}
              variant="outline"
              icon={
                notice.kind === "saved" ? (
                  <IconCheck aria-hidden />
                ) : (
                  <IconAlertCircle aria-hidden />
                )
              }
              role={notice.kind === "saved" ? "status" : "alert"}
            >
              {notice.text}
            </Alert>
          ) : null}
        </div>
        <Group gap="sm" grow={false} wrap="wrap">
          <Button
            type="button"
            variant="default"
            onClick={() => void saveDraft()}
            loading={busy === "draft"}
            disabled={busy === "submit"}
          >
            Save draft
          </Button>
          <Button type="submit" loading={busy === "submit"} disabled={busy === "draft"}>
            Submit answers
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
