import { useQuery } from "@apollo/client/react";
import { ActionIcon, Anchor, Badge, Drawer, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconArchive, IconArchiveOff } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { listPlaceholder } from "../../../ui/ListPlaceholder.tsx";
import { PagePagination } from "../../../ui/PagePagination.tsx";
import { useListPaging } from "../../../ui/use-list-paging.ts";
import { ArchivedSwitch } from "../saved-items-ui/ArchivedSwitch.tsx";
import { savedSearchPath } from "./saved-search-path.ts";
import { SAVED_SEARCHES_QUERY, type SavedSearch } from "./saved-searches.graphql.ts";
import { useSavedSearchArchive } from "./use-saved-search-archive.ts";

type View = "saved" | "archived";

type SavedSearchesPanelProps = {
  opened: boolean;
  onClose: () => void;
  /** The saved search open on the page, marked in the list. */
  openId: string | null;
};

const perPage = companySearchLimits.savedListsPerPage;

function SavedSearchRow({
  savedSearch,
  view,
  open,
  onOpen,
}: {
  savedSearch: SavedSearch;
  view: View;
  open: boolean;
  onOpen: () => void;
}) {
  const change = useSavedSearchArchive();
  const action = view === "saved" ? "archive" : "unarchive";
  const actionLabel = `${view === "saved" ? "Archive" : "Unarchive"} ${savedSearch.name}`;
  const path = savedSearchPath(savedSearch);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Stack gap={2} miw={0}>
        <Group gap="xs" wrap="nowrap">
          {view === "saved" && path ? (
            <Anchor component={Link} to={path} onClick={onOpen} fw={600} lineClamp={1}>
              {savedSearch.name}
            </Anchor>
          ) : (
            <Text fw={600} lineClamp={1}>
              {savedSearch.name}
            </Text>
          )}
          {open ? (
            <Badge size="xs" variant="light">
              Open
            </Badge>
          ) : null}
        </Group>
        {savedSearch.description ? (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {savedSearch.description}
          </Text>
        ) : null}
      </Stack>
      <Tooltip label={actionLabel}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={actionLabel}
          onClick={() => void change(savedSearch, action)}
        >
          {view === "saved" ? (
            <IconArchive size={16} aria-hidden />
          ) : (
            <IconArchiveOff size={16} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

/**
 * Saved searches in a side panel, 10 per page (spec 3 §9): the active ones open their
 * parameters on /search; archived ones can be unarchived. Both changes offer Undo.
 */
export function SavedSearchesPanel({ opened, onClose, openId }: SavedSearchesPanelProps) {
  const [view, setView] = useState<View>("saved");
  const { page, setPage, offset, pagesFor } = useListPaging(perPage);
  const { data, previousData, error, loading, refetch } = useQuery(SAVED_SEARCHES_QUERY, {
    variables: { first: perPage, offset, archived: view === "archived" },
    skip: !opened,
    fetchPolicy: "cache-and-network",
  });
  const connection = (data ?? (loading ? previousData : undefined))?.savedSearches;
  const pages = pagesFor(connection?.itemsCount);

  const placeholder = listPlaceholder({
    failed: Boolean(error) && !connection,
    loading: !connection,
    empty: false,
    skeletonRows: 3,
    onRetry: () => void refetch().catch(() => undefined),
  });

  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Saved searches" size="md">
      <Stack gap="md">
        <ArchivedSwitch
          label="Which saved searches"
          activeLabel="Saved"
          archived={view === "archived"}
          onChange={(archived) => {
            setView(archived ? "archived" : "saved");
            setPage(1);
          }}
        />
        {placeholder ??
          (connection && connection.items.length === 0 ? (
            <EmptyState
              title={view === "saved" ? "No saved searches" : "No archived searches"}
              description={
                view === "saved" ? "Use “Save search” to keep the current filters." : undefined
              }
            />
          ) : (
            <Stack
              component="ul"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: "none" }}
              aria-label={view === "saved" ? "Saved searches" : "Archived searches"}
              aria-busy={loading}
            >
              {connection?.items.map((savedSearch) => (
                <SavedSearchRow
                  key={savedSearch.id}
                  savedSearch={savedSearch}
                  view={view}
                  open={savedSearch.id === openId}
                  onOpen={onClose}
                />
              ))}
            </Stack>
          ))}
        <PagePagination total={pages} value={page} onChange={setPage} size="sm" />
      </Stack>
    </Drawer>
  );
}
