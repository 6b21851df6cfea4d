import { useQuery } from "@apollo/client/react";
import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { organizationTypeLabel } from "../auth/account/organization-types.ts";
import { ORGANIZATIONS_QUERY } from "./organizations.graphql.ts";

export const organizationsPageSize = 25;

/** /organizations: every organisation, for provider managers (read:organization). */
export function OrganizationsPage() {
  usePageTitle("Organisations");
  const [search, setSearch] = useState("");
  const [query] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const { data, previousData, error, loading, refetch } = useQuery(ORGANIZATIONS_QUERY, {
    variables: {
      first: organizationsPageSize,
      offset: (page - 1) * organizationsPageSize,
      query: query || null,
    },
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const items = shown?.organizations.items ?? [];
  const total = shown?.organizations.itemsCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / organizationsPageSize));

  let body = listPlaceholder({
    failed: Boolean(error && !shown),
    loading: !shown,
    empty: items.length === 0,
    skeletonRows: 6,
    onRetry: () => void refetch().catch(() => undefined),
  });
  if (!body) {
    body = (
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th ta="right">Members</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((organization) => (
              <Table.Tr key={organization.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/organizations/${organization.id}`}>
                    {organization.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{organizationTypeLabel(organization.type)}</Table.Td>
                <Table.Td>
                  <Badge color={organization.active ? "green" : "gray"} variant="light">
                    {organization.active ? "Active" : "Deactivated"}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{organization.memberCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg" aria-busy={loading}>
      <Group justify="space-between">
        <Title order={1}>Organisations</Title>
        <Button
          component={Link}
          to="/organizations/new"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          New organisation
        </Button>
      </Group>
      <TextInput
        label="Search organisations"
        placeholder="Name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {body}
      {shown && total > 0 && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {total} organisation(s)
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({
                "aria-label": control === "next" ? "Next page" : "Previous page",
              })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
