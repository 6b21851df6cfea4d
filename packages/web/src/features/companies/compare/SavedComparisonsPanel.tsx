import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { useState } from "react";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { ArchivedSwitch } from "../saved-items-ui/ArchivedSwitch.tsx";
import { changeWithUndo } from "../saved-items-ui/change-with-undo.ts";
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
  const [archived, setArchivedView] = useState(false);
  const { page, setPage, offset, pagesFor } = useListPaging(pageSize);
  const [edit, setEdit] = useState<SavedComparisonEdit | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(SAVED_COMPARISONS_QUERY, {
    variables: { archived, first: pageSize, offset },
    fetchPolicy: "cache-and-network",
  });
  const [archive] = useMutation(ARCHIVE_SAVED_COMPARISON, { refetchQueries });
  const [unarchive] = useMutation(UNARCHIVE_SAVED_COMPARISON, { refetchQueries });
  const [undo] = useMutation(UNDO_SAVED_ITEM, { refetchQueries });

  const connection = (data ?? previousData)?.savedComparisons;
  const pages = pagesFor(connection?.itemsCount);

  function setArchived(item: SavedComparison, archived: boolean) {
    const variables = { id: item.id };
    return changeWithUndo({
      change: async (): Promise<ArchiveResult | undefined> =>
        archived
          ? (await archive({ variables })).data?.archiveSavedComparison
          : (await unarchive({ variables })).data?.unarchiveSavedComparison,
      successTypename: "SavedComparisonArchiveSuccess",
      successMessage: archived ? `${item.name} archived.` : `${item.name} restored.`,
      undo: async (undoId) => (await undo({ variables: { undoId } })).data?.undoSavedItem,
    });
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
        <ArchivedSwitch
          label="Show saved comparisons"
          activeLabel="Active"
          archived={archived}
          onChange={(next) => {
            setArchivedView(next);
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
                    {!archived ? (
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
        <PagePagination total={pages} value={page} onChange={setPage} />
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
