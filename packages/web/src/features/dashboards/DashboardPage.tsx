import { useQuery } from "@apollo/client/react";
import { Center, Loader } from "@mantine/core";
import { useParams } from "react-router";
import { NotFoundPage } from "../../app/not-found/NotFoundPage.tsx";
import { DashboardView } from "./DashboardView.tsx";
import { DASHBOARD_QUERY } from "./dashboards.graphql.ts";

/**
 * /dashboards/{slug} (spec 1 §2, spec 3 §2 "Dashboards"). Another organisation's dashboard and
 * an unknown slug answer alike: the page is not found.
 */
export function DashboardPage() {
  const slug = useParams().slug ?? "";
  const { data, loading } = useQuery(DASHBOARD_QUERY, { variables: { slug } });
  if (!data && loading)
    return (
      <Center mih="40vh">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  if (!data?.dashboard) return <NotFoundPage />;
  // Keyed by id: another dashboard starts with no edit in progress.
  return <DashboardView key={data.dashboard.id} dashboard={data.dashboard} />;
}
