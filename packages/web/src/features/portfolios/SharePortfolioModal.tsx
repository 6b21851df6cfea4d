import { useMutation, useQuery } from "@apollo/client/react";
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
} from "@mantine/core";
import { IconX } from "@tabler/icons-react";
import { useMemo, useState } from "react";
import { useCloseOnRouteChange } from "../../app/modals/use-modal.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import {
  type AccessDraft,
  accessInput,
  accessKey,
  actorTypeLabels,
  draftsOf,
  withEntry,
} from "./access-entries.ts";
import { PORTFOLIO_ACCESS_QUERY, type PortfolioAccess } from "./portfolio.graphql.ts";
import { SET_PORTFOLIO_ACCESS } from "./portfolio-mutations.graphql.ts";
import { portfolioQueries } from "./portfolio-queries.ts";
import { ShareCandidatePicker } from "./ShareCandidatePicker.tsx";

/** Which portfolio to share; `prompt` right after it was created (spec 3 §3 `withSharePrompt`). */
export type ShareTarget = { id: string; name: string; prompt: boolean };

type SharePortfolioModalProps = { target: ShareTarget | null; onClose: () => void };

/**
 * The share prompt: the portfolio's access list (people, teams, the whole organisation, each
 * read-only or editable). Entries apply to the portfolio and everything below it.
 */
export function SharePortfolioModal({ target, onClose }: SharePortfolioModalProps) {
  useCloseOnRouteChange(onClose);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Share ${target.name}` : "Share"}
      size="lg"
      centered
    >
      {target ? <ShareForm key={target.id} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function ShareForm({ target, onDone }: { target: ShareTarget; onDone: () => void }) {
  const { data, error, refetch } = useQuery(PORTFOLIO_ACCESS_QUERY, {
    variables: { ids: [target.id] },
    fetchPolicy: "network-only",
  });
  const portfolio = data?.portfoliosByIds[0];
  if (error && !data) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!data) return <Skeleton height={160} aria-busy="true" aria-label="Loading access" />;
  if (!portfolio) {
    return <Text>This portfolio is no longer available.</Text>;
  }
  return <AccessEditor portfolio={portfolio} prompt={target.prompt} onDone={onDone} />;
}

function AccessEditor({
  portfolio,
  prompt,
  onDone,
}: {
  portfolio: PortfolioAccess;
  prompt: boolean;
  onDone: () => void;
}) {
  const [drafts, setDrafts] = useState<AccessDraft[]>(() => draftsOf(portfolio.accessList));
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [setAccess] = useMutation(SET_PORTFOLIO_ACCESS, { refetchQueries: portfolioQueries });
  const taken = useMemo(() => new Set(drafts.map(accessKey)), [drafts]);

  async function save() {
    setBusy(true);
    setFormErrors([]);
    const { result, errors } = await submitMutation(
      async () =>
        (await setAccess({ variables: { id: portfolio.id, entries: accessInput(drafts) } })).data
          ?.setPortfolioAccess,
      { fields: [], success: "PortfolioChangeSuccess" },
    );
    setBusy(false);
    if (result) {
      showSnackbar({ type: "success", message: `Sharing of "${portfolio.name}" saved.` });
      onDone();
      return;
    }
    setFormErrors(errors.form);
  }

  return (
    <Stack gap="md">
      {prompt ? (
        <Text size="sm">
          "{portfolio.name}" was created. Who else should see it? Everything inside it is shared the
          same way.
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          Access applies to this portfolio and all its sub-portfolios.
        </Text>
      )}
      <Stack gap={4} role="list" aria-label="Has access">
        {drafts.map((entry) => (
          <Group
            key={accessKey(entry)}
            role="listitem"
            justify="space-between"
            wrap="nowrap"
            gap="xs"
          >
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Badge variant="light" color="gray" tt="none">
                {actorTypeLabels[entry.actorType]}
              </Badge>
              <Text size="sm" truncate="end">
                {entry.name}
              </Text>
            </Group>
            <Group gap="xs" wrap="nowrap">
              <SegmentedControl
                size="xs"
                aria-label={`Access of ${entry.name}`}
                data={[
                  { value: "view", label: "Can view" },
                  { value: "edit", label: "Can edit" },
                ]}
                value={entry.editable ? "edit" : "view"}
                onChange={(value) =>
                  setDrafts((current) =>
                    withEntry(current, { ...entry, editable: value === "edit" }),
                  )
                }
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove ${entry.name}`}
                onClick={() =>
                  setDrafts((current) =>
                    current.filter((draft) => accessKey(draft) !== accessKey(entry)),
                  )
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {drafts.length === 0 ? (
          <Text size="sm" c="dimmed">
            No one has access yet.
          </Text>
        ) : null}
      </Stack>
      <ShareCandidatePicker
        taken={taken}
        onAdd={(entry) => setDrafts((current) => withEntry(current, entry))}
      />
      <FormAlert messages={formErrors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={busy}>
          {prompt ? "Not now" : "Cancel"}
        </Button>
        <Button onClick={() => void save()} loading={busy}>
          Save access
        </Button>
      </Group>
    </Stack>
  );
}
