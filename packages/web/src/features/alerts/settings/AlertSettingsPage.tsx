import { useMutation, useQuery } from "@apollo/client/react";
import { Paper, Select, Stack, Table, Tabs, Text, Title } from "@mantine/core";
import { alertSettingsTabs, alertTypeLabels, type SubscriptionKind } from "@tierwise/common/alerts";
import { messages } from "@tierwise/common/messages";
import { useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { showSnackbar } from "../../../app/snackbar/show-snackbar.ts";
import { SettingsBackLink } from "../../settings/SettingsBackLink.tsx";
import { settingsTitle } from "../../settings/settings-title.ts";
import {
  ALERT_SOURCE_PRECISION_QUERY,
  PREFERRED_EMAIL_HOUR_QUERY,
  UPDATE_PREFERRED_EMAIL_HOUR,
} from "./alert-settings.graphql.ts";
import { SubscribeForm } from "./SubscribeForm.tsx";
import { SubscriptionList } from "./SubscriptionList.tsx";
import { subscriptionTabLabels } from "./subscription-labels.ts";

const hourOptions = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00 UTC`,
}));

/** The hour (UTC) the viewer's feed digests are sent (issue 13). */
function PreferredEmailHour() {
  const { data } = useQuery(PREFERRED_EMAIL_HOUR_QUERY);
  const [update, { loading }] = useMutation(UPDATE_PREFERRED_EMAIL_HOUR, {
    update: (cache, { data: answer }) => {
      if (answer)
        cache.writeQuery({
          query: PREFERRED_EMAIL_HOUR_QUERY,
          data: { preferredEmailHour: answer.updatePreferredEmailHour },
        });
    },
  });
  const hour = data?.preferredEmailHour;
  return (
    <Select
      label="Digest e-mail hour"
      description="Feeds with e-mail notifications on are sent as one digest a day at this hour."
      data={hourOptions}
      value={hour === null || hour === undefined ? null : String(hour)}
      placeholder="The organisation's default"
      disabled={loading}
      onChange={(value) => {
        if (value === null) return;
        update({ variables: { utcHour: Number(value) } })
          .then(() => showSnackbar({ type: "success", message: "Digest hour saved." }))
          .catch(() => showSnackbar({ type: "error", message: messages.somethingWentWrong }));
      }}
      maw={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Issue 13: how often each source's alerts were found relevant, from "not relevant" reasons. */
function SourcePrecisionTable() {
  const { data } = useQuery(ALERT_SOURCE_PRECISION_QUERY, { fetchPolicy: "cache-and-network" });
  const rows = data?.alertSourcePrecision ?? [];
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        Source precision
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Source precision">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Source</Table.Th>
              <Table.Th scope="col">Alert type</Table.Th>
              <Table.Th scope="col">Rated</Table.Th>
              <Table.Th scope="col">Not relevant</Table.Th>
              <Table.Th scope="col">Precision</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.provider}:${row.type ?? "all"}`}>
                <Table.Td>{row.provider}</Table.Td>
                <Table.Td>{row.type ? alertTypeLabels[row.type] : "All"}</Table.Td>
                <Table.Td>{row.rated}</Table.Td>
                <Table.Td>{row.notRelevant}</Table.Td>
                <Table.Td>{`${Math.round(row.precision * 100)}%`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/**
 * /settings/alert and /settings/alert/{tab} (spec 3 §2): the organisation's company, location
 * and commodity subscriptions (administrators add and end them), and the viewer's digest hour.
 */
export function AlertSettingsPage() {
  usePageTitle(settingsTitle("Alerts"));
  const params = useParams();
  // The route's loader has refused unknown tabs already.
  const tab: SubscriptionKind =
    alertSettingsTabs.find((kind) => kind === params.tab) ?? alertSettingsTabs[0];
  const navigate = useNavigate();
  const session = useSession();
  const canManage = sessionCan(session, "alertSubscriptions.manage");

  return (
    <Stack gap="lg" maw={960}>
      <SettingsBackLink />
      <Title order={1}>Alert settings</Title>
      <Paper withBorder p="md">
        <PreferredEmailHour />
      </Paper>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Subscriptions
        </Title>
        <Text size="sm" c="dimmed">
          The organisation sees alerts about what it subscribes to.
        </Text>
        <Tabs value={tab} onChange={(next) => next && void navigate(`/settings/alert/${next}`)}>
          <Tabs.List>
            {alertSettingsTabs.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {subscriptionTabLabels[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {canManage ? <SubscribeForm key={`add-${tab}`} kind={tab} /> : null}
        <SubscriptionList key={tab} kind={tab} canManage={canManage} />
      </Stack>
      {canManage ? <SourcePrecisionTable /> : null}
    </Stack>
  );
}
