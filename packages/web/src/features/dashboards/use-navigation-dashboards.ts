import { useQuery } from "@apollo/client/react";
import type { NavigationDashboard } from "../../app/navigation/navigation.types.ts";
import { NAVIGATION_DASHBOARDS_QUERY } from "./navigation-dashboards.graphql.ts";

const none: NavigationDashboard[] = [];

/**
 * The organisation's dashboards for the navigation; none while loading or without an
 * organisation (the group then stays hidden, as with no dashboards).
 */
export function useNavigationDashboards(enabled: boolean): NavigationDashboard[] {
  const { data } = useQuery(NAVIGATION_DASHBOARDS_QUERY, { skip: !enabled });
  if (!enabled || !data) return none;
  return data.dashboards.map(({ slug, name, icon }) => ({ slug, name, icon }));
}
