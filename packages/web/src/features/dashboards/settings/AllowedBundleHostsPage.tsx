import { useQuery } from "@apollo/client/react";
import { Loader, Stack, Title } from "@mantine/core";
import { usePageTitle } from "../../../app/page-title.ts";
import { SettingsBackLink } from "../../settings/SettingsBackLink.tsx";
import { ALLOWED_BUNDLE_HOSTS_QUERY } from "../dashboards.graphql.ts";
import { AllowedBundleHostsEditor } from "./AllowedBundleHostsEditor.tsx";

/** /settings/dashboard-bundles: the viewer's own organisation's allowed bundle hosts. */
export function AllowedBundleHostsPage() {
  usePageTitle("Dashboard bundle hosts");
  const { data, loading } = useQuery(ALLOWED_BUNDLE_HOSTS_QUERY, { fetchPolicy: "network-only" });
  const organization = data?.session.organization ?? null;
  return (
    <Stack gap="md" maw={720}>
      <SettingsBackLink />
      <Title order={1}>Dashboard bundle hosts</Title>
      {loading && !data && <Loader aria-label="Loading" />}
      {organization && (
        <AllowedBundleHostsEditor
          // A new stored list (after a save) starts the editor afresh from it.
          key={organization.allowedDashboardBundleHosts.join(" ")}
          organizationId={organization.id}
          organizationName={organization.name}
          hosts={organization.allowedDashboardBundleHosts}
          refetchQuery="AllowedDashboardBundleHosts"
        />
      )}
    </Stack>
  );
}
