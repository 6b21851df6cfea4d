import { useQuery } from "@apollo/client/react";
import { Center, Loader } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router";
import { NotFoundPage } from "../../app/not-found/NotFoundPage.tsx";
import { DashboardView } from "./DashboardView.tsx";
import { DASHBOARD_QUERY } from "./dashboards.graphql.ts";
import {
  loadFreshDashboardDocument,
  needsFreshDashboardDocument,
} from "./extensions/dashboard-document.ts";

/**
 * /dashboards/{slug} (spec 1 §2, spec 3 §2 "Dashboards"). Another organisation's dashboard and
 * an unknown slug answer alike: the page is not found.
 */
export function DashboardPage() {
  const slug = useParams().slug ?? "";
  const { data, loading } = useQuery(DASHBOARD_QUERY, { variables: { slug } });
  // A dashboard with bundles needs the policy the server sends with its page: reached in the
  // app from another page (or after the allowed hosts changed), it loads itself again first.
  // Its edits are saved by then: this happens on entry and after a save, never mid-edit.
  const reloading = (data?.dashboard?.bundles.length ?? 0) > 0 && needsFreshDashboardDocument();
  useEffect(() => {
    if (reloading) loadFreshDashboardDocument();
  }, [reloading]);
  if ((!data && loading) || reloading)
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  if (!data?.dashboard) return <NotFoundPage />;
  // Keyed by id: another dashboard starts with no edit in progress.
  return <DashboardView key={data.dashboard.id} dashboard={data.dashboard} />;
}
