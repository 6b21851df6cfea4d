import { useMutation, useQuery } from "@apollo/client/react";
import {
  ActionIcon,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPencil, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { usePageTitle } from "../../app/page-title.ts";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { SettingsBackLink } from "../settings/SettingsBackLink.tsx";
import { settingsTitle } from "../settings/settings-title.ts";
import { TagFormModal } from "./TagFormModal.tsx";
import { DELETE_TAG, TAGS_QUERY, type Tag } from "./tags.graphql.ts";

export const tagsPageSize = 50;

/** /settings/tags: the organisation's tags (read:tag; create:tag and delete:tag to change). */
export function TagsPage() {
  usePageTitle(settingsTitle("Tags"));
  const session = useSession();
  const canCreate = sessionCan(session, "tags.create");
  const canDelete = sessionCan(session, "tags.delete");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 250);
  // Cursors of the pages before the current one; the last is the current page's `after`.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, error, loading, refetch } = useQuery(TAGS_QUERY, {
    variables: { query: query || null, first: tagsPageSize, after },
    fetchPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<Tag | "new" | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [deleteTag] = useMutation(DELETE_TAG, { refetchQueries: ["Tags"] });

  const shown = data ?? previousData;
  const tags = shown?.tags.items ?? [];

  async function remove(tag: Tag) {
    try {
      const { data: answer } = await deleteTag({ variables: { id: tag.id } });
      if (answer?.deleteTag.__typename === "DeleteTagSuccess") {
        showSnackbar({
          type: "success",
          message: `Tag ${tag.value} deleted.`,
        });
      } else {
        showSnackbar({
          type: "error",
          message: answer?.deleteTag.message ?? messages.somethingWentWrong,
        });
      }
    } catch {
      showSnackbar({ type: "error", message: messages.somethingWentWrong });
    }
    setDeleting(null);
  }

  let body = listPlaceholder({
    failed: Boolean(error && !shown),
    loading: !shown,
    empty: tags.length === 0,
    skeletonRows: 5,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (!body) {
    body = (
      <Table.ScrollContainer minWidth={480}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Value</Table.Th>
              <Table.Th>Description</Table.Th>
              {(canCreate || canDelete) && (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map((tag) => (
              <Table.Tr key={tag.id}>
                <Table.Td fw={500}>{tag.value}</Table.Td>
                <Table.Td>
                  {tag.description ?? (
                    <Text span c="dimmed" size="sm">
                      —
                    </Text>
                  )}
                </Table.Td>
                {(canCreate || canDelete) && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {canCreate && (
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${tag.value}`}
                          onClick={() => setEditing(tag)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                      )}
                      {canDelete && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete ${tag.value}`}
                          onClick={() => setDeleting(tag)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" maw={960} aria-busy={loading}>
      <SettingsBackLink />
      <Group justify="space-between">
        <Title order={1}>Tags</Title>
        {canCreate && (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing("new")}
          >
            New tag
          </Button>
        )}
      </Group>
      {!canCreate && (
        <Text size="sm" c="dimmed">
          You can view the tags; an administrator can change them.
        </Text>
      )}
      <TextInput
        label="Search tags"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setCursors([null]);
        }}
        maw={360}
      />
      {body}
      {shown && (cursors.length > 1 || shown.tags.pageInfo.hasNextPage) && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {shown.tags.itemsCount} tag(s)
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              disabled={cursors.length <= 1}
              onClick={() => setCursors((current) => current.slice(0, -1))}
            >
              Previous
            </Button>
            <Button
              variant="default"
              disabled={!shown.tags.pageInfo.hasNextPage}
              onClick={() => setCursors((current) => [...current, shown.tags.pageInfo.endCursor])}
            >
              Next
            </Button>
          </Group>
        </Group>
      )}
      <TagFormModal target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete tag?"
        message={deleting ? `The tag ${deleting.value} will be deleted.` : ""}
        confirmLabel="Delete"
        danger
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
