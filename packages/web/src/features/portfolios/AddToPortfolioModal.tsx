import { useMutation } from "@apollo/client/react";
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Modal,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { addedToPortfoliosSentence } from "@tierwise/common/portfolios";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useCloseOnRouteChange } from "../../app/modals/use-modal.ts";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { FormAlert } from "../../ui/forms/FormAlert.tsx";
import { submitMutation } from "../../ui/forms/submit-mutation.ts";
import { ADD_COMPANIES_TO_PORTFOLIOS } from "./portfolio-companies.graphql.ts";
import { UNDO_PORTFOLIO_ACTION } from "./portfolio-mutations.graphql.ts";
import { portfolioQueries } from "./portfolio-queries.ts";
import { buildPortfolioTree, pathNames, searchTree } from "./portfolio-tree.ts";
import { usePortfolioPermissions } from "./use-portfolio-permissions.ts";
import { usePortfolioTree } from "./use-portfolio-tree.ts";
import { confirmWithUndo } from "./with-undo.ts";

/** Matches listed at once; the search narrows a longer list. */
const shownMatches = 50;

type AddToPortfolioModalProps = {
  opened: boolean;
  companyIds: readonly string[];
  /** What is added, for the title: a company's name or "3 companies". */
  subject: string;
  onClose: () => void;
};

/**
 * "Add to portfolio": choose one or more portfolios the viewer may change, searched by name.
 * The server adds what is missing and names the portfolios that already held the companies;
 * its refusals (nothing left to add: 'Item already exists within destination portfolio.', the
 * limits) are shown as they come. Success offers the server's undo (spec 1 §3 "undo add
 * portfolios"), which takes back only what was added.
 */
export function AddToPortfolioModal({
  opened,
  companyIds,
  subject,
  onClose,
}: AddToPortfolioModalProps) {
  useCloseOnRouteChange(onClose);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Add ${subject} to portfolios`}
      size="lg"
      centered
    >
      {opened ? <AddToPortfolioForm companyIds={companyIds} onDone={onClose} /> : null}
    </Modal>
  );
}

function AddToPortfolioForm({
  companyIds,
  onDone,
}: {
  companyIds: readonly string[];
  onDone: () => void;
}) {
  const { nodes, error, refetch } = usePortfolioTree({ fetchPolicy: "cache-and-network" });
  const tree = useMemo(() => buildPortfolioTree(nodes ?? []), [nodes]);
  const { permissionsFor } = usePortfolioPermissions();
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [add] = useMutation(ADD_COMPANIES_TO_PORTFOLIOS, { refetchQueries: portfolioQueries });
  const [undoAction] = useMutation(UNDO_PORTFOLIO_ACTION, { refetchQueries: portfolioQueries });

  const { matches, total } = useMemo(
    () =>
      searchTree(tree, search, {
        limit: shownMatches,
        include: (node) => permissionsFor(node).update,
      }),
    [tree, search, permissionsFor],
  );
  const writableCount = useMemo(
    () => searchTree(tree, "", { limit: 0, include: (node) => permissionsFor(node).update }).total,
    [tree, permissionsFor],
  );

  if (error && !nodes) return <ErrorWithRetry onRetry={retryWith(refetch)} />;
  if (!nodes) return <Skeleton height={200} aria-busy="true" aria-label="Loading portfolios" />;
  if (writableCount === 0) {
    return (
      <Stack gap="sm">
        <Text size="sm">There is no portfolio you can add companies to yet.</Text>
        <Group>
          <Anchor component={Link} to="/portfolios">
            Go to portfolios
          </Anchor>
        </Group>
      </Stack>
    );
  }

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  async function submit() {
    setBusy(true);
    setFormErrors([]);
    const { result, errors } = await submitMutation(
      async () =>
        (await add({ variables: { portfolioIds: [...chosen], companyIds: [...companyIds] } })).data
          ?.addCompaniesToPortfolios,
      { fields: [], success: "PortfolioCompaniesSuccess" },
    );
    setBusy(false);
    if (!result) {
      // The server's sentence, verbatim ('Item already exists within destination portfolio.').
      setFormErrors(errors.form);
      return;
    }
    // Where the companies went, and where they already were (nothing added there).
    confirmWithUndo(
      addedToPortfoliosSentence(
        result.portfolios.map((portfolio) => portfolio.name),
        result.alreadyIn.map((portfolio) => portfolio.name),
      ),
      result.undoId,
      async (undoId) => (await undoAction({ variables: { undoId } })).data?.undoPortfolioAction,
    );
    onDone();
  }

  return (
    <Stack gap="md">
      <TextInput
        label="Search portfolios"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack gap={6} role="group" aria-label="Portfolios">
          {matches.map((node) => {
            const path = pathNames(tree, node.id).slice(0, -1).join(" / ");
            return (
              <Checkbox
                key={node.id}
                label={node.name}
                description={path || undefined}
                checked={chosen.has(node.id)}
                onChange={(event) => toggle(node.id, event.currentTarget.checked)}
              />
            );
          })}
          {matches.length === 0 ? (
            <Text size="sm" c="dimmed">
              No portfolios match "{search.trim()}".
            </Text>
          ) : null}
        </Stack>
      </ScrollArea.Autosize>
      {total > matches.length ? (
        <Text size="xs" c="dimmed">
          Showing {matches.length} of {total}; search to narrow them down.
        </Text>
      ) : null}
      <FormAlert messages={formErrors} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {chosen.size === 1 ? "1 portfolio chosen" : `${chosen.size} portfolios chosen`}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={chosen.size === 0}>
            Add
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
