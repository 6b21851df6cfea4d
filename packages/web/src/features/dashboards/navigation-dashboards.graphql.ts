import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * The navigation's Dashboards group (spec 1 §2.4): every dashboard of the organisation by name,
 * with its optional icon. Apart from dashboards.graphql.ts, so the shell's chunk carries only it.
 */
export const NAVIGATION_DASHBOARDS_QUERY: TypedDocumentNode<
  {
    dashboards: {
      __typename: "Dashboard";
      id: string;
      slug: string;
      name: string;
      icon: string | null;
    }[];
  },
  Record<string, never>
> = gql`
  query NavigationDashboards {
    dashboards { id slug name icon }
  }
`;
