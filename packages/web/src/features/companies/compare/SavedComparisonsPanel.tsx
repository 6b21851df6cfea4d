import { useMutation, useQuery } from "@apollo/client/react";
import {
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { type SavedComparisonEdit, SavedComparisonModal } from "./SavedComparisonModal.tsx";
import {
  ARCHIVE_SAVED_COMPARISON,
  type ArchiveResult,
  SAVED_COMPARISONS_QUERY,
  type SavedComparison,
  UNARCHIVE_SAVED_COMPARISON,
  UNDO_SAVED_ITEM,
} from "./saved-comparisons.graphql.ts";

export const savedComparisonsTitle = "Saved comparisons";
const pageSize = companySearchLimits.savedListsPerPage;
type View = "active" | "archived";
const refetchQueries = ["SavedComparisons"];

type SavedComparisonsPanelProps = {
  /** The companies on screen, main first. */
  companyIds: readonly string[];
  onOpen: (savedComparison: SavedComparison) => void;
};

/**
 * The viewer's saved comparisons (spec 3 §3, §4): save the one on screen, open, update, archive
 * and unarchive; both archive and unarchive offer "Undo" in their snackbar. 10 per page.
 */
export function SavedComparisonsPanel({ companyIds, onOpen }: SavedComparisonsPanelProps) {
  const [view, setView] = useState<View>("active");
  const [page, setPage] = useState(1);
  const [edit, setEdit] = useState<SavedComparisonEdit | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(SAVED_COMPARISONS_QUERY, {
    variables: { archived: view === "archived", first: pageSize, offset: (page - 1) * pageSize },
    fetchPolicy: "cache-and-network",
  });
  const [archive] = useMutation(ARCHIVE_SAVED_COMPARISON, { refetchQueries });
  const [unarchive] = useMutation(UNARCHIVE_SAVED_COMPARISON, { refetchQueries });
  const [undo] = useMutation(UNDO_SAVED_ITEM, { refetchQueries });

  const connection = (data ?? previousData)?.savedComparisons;
  const total = connection?.itemsCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  // An archive can empty the last page: step back to one that has items.
  if (connection && page > pages) setPage(pages);

  async function undoChange(undoId: string) {
    try {
      const result = (await undo({ variables: { undoId } })).data?.undoSavedItem;
      if (result?.__typename !== "SavedItemUndoSuccess") {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  async function setArchived(item: SavedComparison, archived: boolean) {
    try {
      const variables = { id: item.id };
      const result: ArchiveResult | undefined = archived
        ? (await archive({ variables })).data?.archiveSavedComparison
        : (await unarchive({ variables })).data?.unarchiveSavedComparison;
      if (result?.__typename !== "SavedComparisonArchiveSuccess") {
        showSnackbar({ type: "error", message: result?.message ?? messages.somethingWentWrong });
        return;
      }
      const { undoId } = result;
      showSnackbar({
        type: "success",
        message: archived ? `${item.name} archived.` : `${item.name} restored.`,
        undo: undoId ? { onUndo: () => void undoChange(undoId) } : undefined,
      });
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
  }

  const placeholder = listPlaceholder({
    failed: Boolean(error) && !connection,
    loading: loading && !connection,
    empty: connection?.items.length === 0,
    skeletonRows: 3,
    onRetry: () => void refetch().catch(() => undefined),
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="saved-comparisons-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="saved-comparisons-title">
            {savedComparisonsTitle}
          </Title>
          <Button
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            disabled={companyIds.length < 2}
            onClick={() => setEdit({ mode: "create" })}
          >
            Save comparison
          </Button>
        </Group>
        <SegmentedControl
          aria-label="Show saved comparisons"
          data={[
            { value: "active", label: "Active" },
            { value: "archived", label: "Archived" },
          ]}
          value={view}
          onChange={(value) => {
            setView(value as View);
            setPage(1);
          }}
          w="fit-content"
        />
        {placeholder ?? (
          <Stack gap="xs" component="ul" p={0} m={0} aria-label={savedComparisonsTitle}>
            {connection?.items.map((item) => (
              <Paper
                key={item.id}
                withBorder
                p="sm"
                component="li"
                style={{ listStyle: "none" }}
                aria-label={item.name}
              >
                <Group justify="space-between" align="flex-start" wrap="wrap">
                  <Stack gap={2} maw={520}>
                    <Text fw={600}>{item.name}</Text>
                    {item.description ? (
                      <Text size="sm" c="dimmed">
                        {item.description}
                      </Text>
                    ) : null}
                    <Text size="xs">
                      {item.companies.map((company) => company.displayName).join(", ")}
                    </Text>
                  </Stack>
                  <Group gap="xs">
                    {view === "active" ? (
                      <>
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={`Open ${item.name}`}
                          onClick={() => onOpen(item)}
                        >
                          Open
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Update ${item.name}`}
                          onClick={() => setEdit({ mode: "update", savedComparison: item })}
                        >
                          Update
                        </Button>
                        <Button
                          size="xs"
                          variant="default"
                          aria-label={`Archive ${item.name}`}
                          onClick={() => void setArchived(item, true)}
                        >
                          Archive
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={`Unarchive ${item.name}`}
                        onClick={() => void setArchived(item, false)}
                      >
                        Unarchive
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              "aria-label":
                control === "previous"
                  ? "Previous page"
                  : control === "next"
                    ? "Next page"
                    : control,
            })}
            getItemProps={(value) => ({ "aria-label": `Page ${value}` })}
          />
        ) : null}
      </Stack>
      <SavedComparisonModal
        edit={edit}
        companyIds={companyIds}
        onClose={() => setEdit(null)}
        onSaved={() => void refetch().catch(() => undefined)}
      />
    </Paper>
  );
}
