import { useQuery } from "@apollo/client/react";
import { Anchor, Loader, Stack, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { NotFoundPage } from "../../../app/not-found/NotFoundPage.tsx";
import { usePageTitle } from "../../../app/page-title.ts";
import { MANAGED_ORGANIZATION_BUNDLE_HOSTS_QUERY } from "../dashboards.graphql.ts";
import { AllowedBundleHostsEditor } from "./AllowedBundleHostsEditor.tsx";

/**
 * /organizations/{id}/dashboard-bundles: a provider administrator's view of any organisation's
 * allowed bundle hosts (issue 30: provider administrators manage every organisation's
 * dashboards), beside its subscription sets.
 */
export function OrganizationBundleHostsPage() {
  const { id = "" } = useParams();
  const { data, loading } = useQuery(MANAGED_ORGANIZATION_BUNDLE_HOSTS_QUERY, {
    variables: { id },
    fetchPolicy: "network-only",
  });
  const result = data?.organization;
  const organization = result?.__typename === "ManagedOrganization" ? result : null;
  usePageTitle(
    organization ? `${organization.name}: dashboard bundle hosts` : "Dashboard bundle hosts",
  );
  if (loading && !data) return <Loader aria-label="Loading" />;
  if (!organization) return <NotFoundPage />;
  return (
    <Stack gap="md" maw={720}>
      <Anchor component={Link} to={`/organizations/${organization.id}`} size="sm">
        ← {organization.name}
      </Anchor>
      <Title order={1}>Dashboard bundle hosts</Title>
      <AllowedBundleHostsEditor
        key={organization.allowedDashboardBundleHosts.join(" ")}
        organizationId={organization.id}
        organizationName={organization.name}
        hosts={organization.allowedDashboardBundleHosts}
        refetchQuery="ManagedOrganizationBundleHosts"
      />
    </Stack>
  );
}
