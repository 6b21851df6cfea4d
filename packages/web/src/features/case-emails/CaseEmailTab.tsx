import { useQuery } from "@apollo/client/react";
import { Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconMailPlus } from "@tabler/icons-react";
import { caseMessages } from "@tierwise/common/cases";
import { type ReactNode, useMemo, useState } from "react";
import { useSession } from "../../app/session/use-session.ts";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { CaseEmailThreadCard } from "./CaseEmailThreadCard.tsx";
import { CASE_EMAIL_THREADS_QUERY, type CaseEmail } from "./case-emails.graphql.ts";
import { EmailComposer } from "./EmailComposer.tsx";
import { type ComposeMode, knownInternalDomains } from "./email-compose.ts";

/** What the composer is open for, with a key so each opening starts from its own values. */
type OpenComposer = { key: number; mode: ComposeMode };

/**
 * The Email tab of a case (spec 2 §3, §4): its threads in the server's order, and the composer for a new e-mail, a reply or a forward when the viewer may edit the
 * case. The case maker loads this lazily.
 */
export function CaseEmailTab({ caseId, canEdit }: { caseId: string; canEdit: boolean }) {
  const session = useSession();
  const viewerEmail = session.details?.email ?? null;
  const { data, error, refetch } = useQuery(CASE_EMAIL_THREADS_QUERY, {
    variables: { caseId },
  });
  const [composer, setComposer] = useState<OpenComposer | null>(null);
  const threads = data?.caseEmailThreads;
  const internalDomains = useMemo(
    () =>
      knownInternalDomains(threads ?? [], {
        internal: session.internal,
        email: viewerEmail,
      }),
    [threads, session.internal, viewerEmail],
  );

  const open = (mode: ComposeMode) =>
    setComposer((current) => ({ key: (current?.key ?? 0) + 1, mode }));
  const answer = (kind: "reply" | "forward") => (email: CaseEmail) => {
    const thread = threads?.find((candidate) => candidate.id === email.threadId);
    if (thread) open({ kind, email, thread });
  };

  let list: ReactNode;
  if (!threads && error) list = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  else if (!threads) {
    list = (
      <Stack gap="xs" aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </Stack>
    );
  } else if (threads.length === 0) list = <EmptyState title={caseMessages.noEmails} />;
  else {
    list = (
      <Stack gap="lg">
        {threads.map((thread) => (
          <CaseEmailThreadCard
            key={thread.id}
            thread={thread}
            canEdit={canEdit}
            viewerEmail={viewerEmail}
            onReply={answer("reply")}
            onForward={answer("forward")}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="case-email-tab">
      {canEdit && composer === null ? (
        <Group justify="flex-end">
          <Button
            leftSection={<IconMailPlus size={16} aria-hidden />}
            onClick={() => open({ kind: "new" })}
          >
            New email
          </Button>
        </Group>
      ) : null}
      {canEdit && composer ? (
        <EmailComposer
          key={composer.key}
          caseId={caseId}
          mode={composer.mode}
          viewerEmail={viewerEmail}
          internalDomains={internalDomains}
          onClose={() => setComposer(null)}
        />
      ) : null}
      {list}
    </Stack>
  );
}
