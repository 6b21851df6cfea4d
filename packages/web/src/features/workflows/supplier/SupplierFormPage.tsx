import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconLinkOff, IconMessage } from "@tabler/icons-react";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import type {
  SupplierFormBranding,
  SupplierFormView,
} from "@tierwise/common/workflows/supplier-form";
import { useCallback, useEffect, useState } from "react";
import { useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { formatDueDate } from "../workflow-dates.ts";
import { SupplierBrandFrame } from "./SupplierBrandFrame.tsx";
import { SupplierQuestionnaireForm } from "./SupplierQuestionnaireForm.tsx";
import {
  linkProblemMessages,
  type SupplierFormRequestError,
  supplierFormApi,
} from "./supplier-form-api.ts";

type PageState =
  | { kind: "loading" }
  | { kind: "form"; view: SupplierFormView }
  | { kind: "submitted"; message: string; branding: SupplierFormBranding }
  | { kind: "problem"; title: string; branding: SupplierFormBranding | null; retry: boolean };

const problemState = (
  error: SupplierFormRequestError,
  branding: SupplierFormBranding | null,
): PageState => {
  const title = linkProblemMessages[error.code as keyof typeof linkProblemMessages];
  return title
    ? { kind: "problem", title, branding, retry: false }
    : { kind: "problem", title: "The questionnaire could not be loaded.", branding, retry: true };
};

/** What a link that no longer opens the form says: plainly, with what to do next. */
function LinkProblem({
  title,
  retry,
  onRetry,
}: {
  title: string;
  retry: boolean;
  onRetry: () => void;
}) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }}>
      <Stack gap="sm" align="flex-start">
        <IconLinkOff size={32} aria-hidden />
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>
          {retry
            ? "Check your connection and try again."
            : "If you still need to answer, ask your contact at the organisation that sent you this link for a new one."}
        </Text>
        {retry ? <Button onClick={onRetry}>Try again</Button> : null}
      </Stack>
    </Paper>
  );
}

/**
 * /supplier-form/{token}: the page the supplier's e-mailed link opens, outside the signed-in
 * app (no session, no navigation, no GraphQL). It shows the organisation's branding, the due
 * date and any comment from a reviewer, then the questionnaire; a used, expired or withdrawn
 * link gets a page that says so.
 */
export function SupplierFormPage() {
  const token = useParams().token ?? "";
  const [state, setState] = useState<PageState>({ kind: "loading" });
  const view = state.kind === "form" ? state.view : null;
  usePageTitle(view ? view.workflowName : state.kind === "problem" ? state.title : "Questionnaire");

  const load = useCallback(async () => {
    setState({ kind: "loading" });
    try {
      setState({ kind: "form", view: await supplierFormApi.load(token) });
    } catch (error) {
      setState(problemState(error as SupplierFormRequestError, null));
    }
  }, [token]);

  useEffect(() => {
    void load();
  }, [load]);

  const branding =
    state.kind === "form" ? state.view.branding : state.kind === "loading" ? null : state.branding;

  return (
    <SupplierBrandFrame branding={branding}>
      {state.kind === "loading" ? (
        <Center mih="40vh" role="status" aria-label="Loading the questionnaire">
          <Loader />
        </Center>
      ) : state.kind === "problem" ? (
        <LinkProblem title={state.title} retry={state.retry} onRetry={() => void load()} />
      ) : state.kind === "submitted" ? (
        <Paper withBorder p={{ base: "md", sm: "xl" }}>
          <Stack gap="sm" align="flex-start">
            <IconCircleCheck size={32} aria-hidden color="var(--mantine-color-teal-8)" />
            <Title order={1} size="h2">
              {state.message}
            </Title>
            <Text>
              {`${state.branding.organizationName} will review them. You can close this page.`}
            </Text>
          </Stack>
        </Paper>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {state.view.workflowName}
            </Title>
            <Text>{`For ${state.view.companyName} · ${state.view.stepName}`}</Text>
            <Text fw={600} data-testid="supplier-due-date">
              {`Please answer by ${formatDueDate(state.view.dueDate)}.`}
            </Text>
            {state.view.savedAt ? (
              <Text size="sm" c="dimmed">
                {`Your draft from ${new Date(state.view.savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })} is filled in below.`}
              </Text>
            ) : null}
          </Stack>
          {state.view.sentBackComment ? (
            <Alert
              color="blue.8"
              variant="outline"
              icon={<IconMessage aria-hidden />}
              title="Your answers were sent back for changes"
              data-testid="sent-back-comment"
            >
              <Text style={{ whiteSpace: "pre-wrap" }}>{state.view.sentBackComment}</Text>
            </Alert>
          ) : null}
          <SupplierQuestionnaireForm
            token={token}
            view={state.view}
            onSubmitted={(message) =>
              setState({
                kind: "submitted",
                message: message || workflowMessages.submitted,
                branding: state.view.branding,
              })
            }
            onLinkProblem={(error) => setState(problemState(error, state.view.branding))}
          />
        </>
      )}
    </SupplierBrandFrame>
  );
}
