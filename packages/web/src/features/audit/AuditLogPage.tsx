import { useQuery } from "@apollo/client/react";
import { Button, Group, Pagination, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { messages } from "@tierwise/common/messages";
import { Fragment, useState } from "react";
import { usePageTitle } from "../../app/page-title.ts";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { ORGANIZATIONS_QUERY } from "../organizations/organizations.graphql.ts";
import { SettingsBackLink } from "../settings/SettingsBackLink.tsx";
import { settingsTitle } from "../settings/settings-title.ts";
import { AuditDiff } from "./AuditDiff.tsx";
import { AUDIT_ACTORS_QUERY, AUDIT_LOG_QUERY } from "./audit.graphql.ts";
import { auditActionLabel, auditActions, auditDiff } from "./audit-diff.ts";

export const auditPageSize = 25;

const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function OrganizationPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (id: string | null) => void;
}) {
  const session = useSession();
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 250);
  const { data } = useQuery(ORGANIZATIONS_QUERY, {
    variables: { first: 50, offset: 0, query: query || null },
  });
  const current = session.organization;
  const options = new Map<string, string>();
  if (current) options.set(current.id, current.name);
  for (const organization of data?.organizations.items ?? []) {
    options.set(organization.id, organization.name);
  }
  return (
    <Select
      label="Organisation"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={[...options].map(([id, name]) => ({ value: id, label: name }))}
      value={value ?? current?.id ?? null}
      onChange={(id) => onChange(id === current?.id ? null : id)}
      allowDeselect={false}
      nothingFoundMessage={messages.noResults}
      w={280}
    />
  );
}

/** /settings/audit-log: who changed what, newest first. */
export function AuditLogPage() {
  usePageTitle(settingsTitle("Audit log"));
  const session = useSession();
  const providerManager = sessionCan(session, "audit.readAnyOrganization");
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const { data, previousData, error, loading, refetch } = useQuery(AUDIT_LOG_QUERY, {
    variables: {
      first: auditPageSize,
      offset: (page - 1) * auditPageSize,
      action,
      organizationId,
    },
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const entries = shown?.auditLog.items ?? [];
  const total = shown?.auditLog.itemsCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / auditPageSize));

  // Actor names are known for the current organisation's people.
  const actorIds = [...new Set(entries.flatMap((entry) => (entry.actorId ? [entry.actorId] : [])))];
  const { data: actors } = useQuery(AUDIT_ACTORS_QUERY, {
    variables: { ids: actorIds, first: Math.min(100, Math.max(1, actorIds.length)) },
    skip: actorIds.length === 0 || organizationId !== null,
  });
  const actorNames = new Map(
    (actors?.members.items ?? []).map((actor) => [actor.id, actor.name || actor.email]),
  );

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  let body = listPlaceholder({
    failed: Boolean(error && !shown),
    loading: !shown,
    empty: entries.length === 0,
    skeletonRows: 8,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (!body) {
    body = (
      <Table.ScrollContainer minWidth={720}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Target</Table.Th>
              <Table.Th>Changes</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((entry) => {
              const open = expanded.has(entry.id);
              const changes = auditDiff(entry.before, entry.after).length;
              const detailsId = `audit-${entry.id}`;
              return (
                <Fragment key={entry.id}>
                  <Table.Tr>
                    <Table.Td>
                      <time dateTime={entry.createdAt}>
                        {dateTime.format(new Date(entry.createdAt))}
                      </time>
                    </Table.Td>
                    <Table.Td>
                      {entry.actorId ? (actorNames.get(entry.actorId) ?? entry.actorId) : "System"}
                    </Table.Td>
                    <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.targetType}</Text>
                      {entry.targetId && (
                        <Text size="xs" c="dimmed" ff="monospace">
                          {entry.targetId}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        aria-expanded={open}
                        aria-controls={detailsId}
                        leftSection={
                          open ? (
                            <IconChevronDown size={14} aria-hidden />
                          ) : (
                            <IconChevronRight size={14} aria-hidden />
                          )
                        }
                        onClick={() => toggle(entry.id)}
                      >
                        {changes === 1 ? "1 change" : `${changes} changes`}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {open && (
                    <Table.Tr id={detailsId}>
                      <Table.Td colSpan={5} bg="var(--mantine-color-gray-light)">
                        <AuditDiff before={entry.before} after={entry.after} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" aria-busy={loading}>
      <SettingsBackLink />
      <Title order={1}>Audit log</Title>
      <Group align="flex-end">
        {providerManager && (
          <OrganizationPicker
            value={organizationId}
            onChange={(id) => {
              setOrganizationId(id);
              setPage(1);
              setExpanded(new Set());
            }}
          />
        )}
        <Select
          label="Action"
          placeholder="All actions"
          data={auditActions.map((value) => ({ value, label: auditActionLabel(value) }))}
          value={action}
          onChange={(value) => {
            setAction(value);
            setPage(1);
          }}
          clearable
          searchable
          nothingFoundMessage={messages.noResults}
          w={280}
        />
      </Group>
      {body}
      {shown && total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} entr{total === 1 ? "y" : "ies"}
          </Text>
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </Group>
      )}
    </Stack>
  );
}
