import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { SettingsBackLink } from "../../settings/SettingsBackLink.tsx";
import { whoMayEdit } from "../access/who-may-edit.ts";
import { dashboardIconOf } from "../dashboard-icons.ts";
import { DASHBOARD_LIST_QUERY, type DashboardListItem } from "../dashboards.graphql.ts";
import { NewDashboardModal } from "../manage/NewDashboardModal.tsx";

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/**
 * /settings/dashboards: the organisation's dashboards, and New dashboard. The navigation lists
 * dashboards only once one exists, so this page is where the first one is made.
 */
export function DashboardsSettingsPage() {
  usePageTitle("Dashboards");
  const [creating, setCreating] = useState(false);
  const { data, error, refetch } = useQuery(DASHBOARD_LIST_QUERY, {
    fetchPolicy: "cache-and-network",
  });
  const dashboards = data?.dashboards ?? null;
  return (
    <Stack gap="md" maw={960}>
      <SettingsBackLink />
      <Group justify="space-between">
        <Title order={1}>Dashboards</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New dashboard
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Everyone in your organisation can see these dashboards and make new ones.
      </Text>
      {error && !data && <ErrorWithRetry onRetry={retryWith(refetch)} />}
      {!error && !data && <Loader aria-label="Loading" />}
      {dashboards?.length === 0 && (
        <EmptyState
          title="No dashboards yet"
          description="Make the first one, blank or from a template."
        />
      )}
      {dashboards && dashboards.length > 0 && <DashboardTable dashboards={dashboards} />}
      <NewDashboardModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function DashboardTable({ dashboards }: { dashboards: readonly DashboardListItem[] }) {
  return (
    <Table aria-label="Dashboards" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Who may edit</Table.Th>
          <Table.Th>Updated</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {dashboards.map((dashboard) => {
          const Icon = dashboardIconOf(dashboard.icon);
          return (
            <Table.Tr key={dashboard.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {Icon && <Icon size={18} aria-hidden />}
                  <Anchor component={Link} to={`/dashboards/${encodeURIComponent(dashboard.slug)}`}>
                    {dashboard.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{whoMayEdit(dashboard.aclWrite)}</Table.Td>
              <Table.Td>
                {timeFormat.format(new Date(dashboard.updatedAt))}
                {dashboard.updatedByName ? ` by ${dashboard.updatedByName}` : ""}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
