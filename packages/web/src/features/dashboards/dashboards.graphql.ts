import { gql, type TypedDocumentNode } from "@apollo/client";
import type { DashboardLayouts } from "@tierwise/common/dashboards/layout";
import type {
  DashboardSection,
  DashboardToolbar,
  DashboardWidget,
} from "@tierwise/common/dashboards/widget-types";

/** Dashboards (server: features/dashboards; checked against schema.graphql by a test). */

export type DashboardAccessEntry = {
  __typename: "DashboardAccessEntry";
  actorType: "user" | "team" | "org";
  actorId: string;
  name: string;
};

export type DashboardLink = {
  __typename: "Dashboard";
  id: string;
  slug: string;
  name: string;
  icon: string | null;
};

export type Dashboard = DashboardLink & {
  bundles: string[];
  aclWrite: DashboardAccessEntry[];
  canWrite: boolean;
  layouts: DashboardLayouts;
  toolbar: DashboardToolbar;
  sections: DashboardSection[];
  widgets: DashboardWidget[];
  version: number;
  updatedAt: string;
  updatedByName: string | null;
};

export type DashboardTemplateOption = {
  __typename: "DashboardTemplate";
  key: string;
  name: string;
  icon: string | null;
  description: string;
};

export type DashboardWidgetDataAnswer = {
  __typename: "DashboardWidgetData";
  widgetId: string;
  /** notAllowed and error carry their one-line reason. */
  status: "ok" | "notAllowed" | "error";
  reason: string | null;
  data: unknown;
};

const DASHBOARD_FIELDS = gql`
  fragment DashboardFields on Dashboard {
    id
    slug
    name
    icon
    bundles
    aclWrite { actorType actorId name }
    canWrite
    layouts
    toolbar
    sections
    widgets
    version
    updatedAt
    updatedByName
  }
`;

export const DASHBOARD_QUERY: TypedDocumentNode<{ dashboard: Dashboard | null }, { slug: string }> =
  gql`
  query Dashboard($slug: String!) {
    dashboard(slug: $slug) { ...DashboardFields }
  }
  ${DASHBOARD_FIELDS}
`;

/** /settings/dashboards: every dashboard of the organisation, with who may change it. */
export type DashboardListItem = DashboardLink &
  Pick<Dashboard, "aclWrite" | "canWrite" | "updatedAt" | "updatedByName">;

export const DASHBOARD_LIST_QUERY: TypedDocumentNode<
  { dashboards: DashboardListItem[] },
  Record<string, never>
> = gql`
  query DashboardList {
    dashboards { id slug name icon canWrite updatedAt updatedByName aclWrite { actorType actorId name } }
  }
`;

export const DASHBOARD_TEMPLATES_QUERY: TypedDocumentNode<
  { dashboardTemplates: DashboardTemplateOption[] },
  Record<string, never>
> = gql`
  query DashboardTemplates {
    dashboardTemplates { key name icon description }
  }
`;

export type DashboardWidgetDataVariables = {
  dashboardId: string;
  widgetIds: string[];
  from: string | null;
  to: string | null;
  portfolioIds: string[] | null;
};

export const DASHBOARD_WIDGET_DATA_QUERY: TypedDocumentNode<
  { dashboardWidgetData: DashboardWidgetDataAnswer[] },
  DashboardWidgetDataVariables
> = gql`
  query DashboardWidgetData(
    $dashboardId: ID!
    $widgetIds: [ID!]!
    $from: DateTime
    $to: DateTime
    $portfolioIds: [ID!]
  ) {
    dashboardWidgetData(
      dashboardId: $dashboardId
      widgetIds: $widgetIds
      from: $from
      to: $to
      portfolioIds: $portfolioIds
    ) {
      widgetId
      status
      reason
      data
    }
  }
`;

export type UpdateDashboardInput = {
  id: string;
  version: number;
  name?: string;
  icon?: string | null;
  layouts?: DashboardLayouts;
  toolbar?: DashboardToolbar;
  sections?: DashboardSection[];
  widgets?: DashboardWidget[];
  bundles?: string[];
};

export const CREATE_DASHBOARD: TypedDocumentNode<
  { createDashboard: Dashboard },
  { input: { name: string; icon?: string | null; templateKey?: string | null } }
> = gql`
  mutation CreateDashboard($input: CreateDashboardInput!) {
    createDashboard(input: $input) { ...DashboardFields }
  }
  ${DASHBOARD_FIELDS}
`;

export const UPDATE_DASHBOARD: TypedDocumentNode<
  { updateDashboard: Dashboard },
  { input: UpdateDashboardInput }
> = gql`
  mutation UpdateDashboard($input: UpdateDashboardInput!) {
    updateDashboard(input: $input) { ...DashboardFields }
  }
  ${DASHBOARD_FIELDS}
`;

export const DUPLICATE_DASHBOARD: TypedDocumentNode<
  { duplicateDashboard: Dashboard },
  { input: { id: string; name: string } }
> = gql`
  mutation DuplicateDashboard($input: DuplicateDashboardInput!) {
    duplicateDashboard(input: $input) { ...DashboardFields }
  }
  ${DASHBOARD_FIELDS}
`;

export type DashboardAccessEntryInput = { actorType: "user" | "team" | "org"; actorId: string };

/** Replaces who may edit (aclWrite); the server checks every entry is of the organisation. */
export const SET_DASHBOARD_ACCESS: TypedDocumentNode<
  { setDashboardAccess: Dashboard },
  { input: { id: string; entries: DashboardAccessEntryInput[] } }
> = gql`
  mutation SetDashboardAccess($input: SetDashboardAccessInput!) {
    setDashboardAccess(input: $input) { ...DashboardFields }
  }
  ${DASHBOARD_FIELDS}
`;

export const DELETE_DASHBOARD: TypedDocumentNode<
  { deleteDashboard: { undoToken: string | null } },
  { id: string }
> = gql`
  mutation DeleteDashboard($id: ID!) {
    deleteDashboard(id: $id) { undoToken }
  }
`;

export const SET_ALLOWED_DASHBOARD_BUNDLE_HOSTS: TypedDocumentNode<
  { setAllowedDashboardBundleHosts: { id: string; allowedDashboardBundleHosts: string[] } },
  { input: { organizationId: string; hosts: string[] } }
> = gql`
  mutation SetAllowedDashboardBundleHosts($input: SetAllowedDashboardBundleHostsInput!) {
    setAllowedDashboardBundleHosts(input: $input) { id allowedDashboardBundleHosts }
  }
`;

/** The toolbar's portfolio filter offers the viewer's active portfolios, by name. */
export const DASHBOARD_PORTFOLIO_OPTIONS_QUERY: TypedDocumentNode<
  { portfolios: { items: { __typename: "Portfolio"; id: string; name: string }[] } },
  Record<string, never>
> = gql`
  query DashboardPortfolioOptions {
    portfolios(first: 100, orderBy: "name") { items { id name } }
  }
`;

/** Choices of the widget settings: the viewer's saved searches and the risk configurations. */
export const WIDGET_SETTING_OPTIONS_QUERY: TypedDocumentNode<
  {
    savedSearches?: { items: { __typename: "SavedSearch"; id: string; name: string }[] };
    riskConfigs?: { __typename: "RiskConfig"; id: string; name: string }[];
  },
  { withSearches: boolean; withConfigs: boolean }
> = gql`
  query DashboardWidgetSettingOptions($withSearches: Boolean!, $withConfigs: Boolean!) {
    savedSearches(first: 50, orderBy: NAME, direction: ASC) @include(if: $withSearches) {
      items { id name }
    }
    riskConfigs @include(if: $withConfigs) { id name }
  }
`;

/** Takes a delete back with the offer deleteDashboard answered (the undo registry's deleteDashboard). */
export const UNDO_DELETE_DASHBOARD: TypedDocumentNode<
  { undoDeleteDashboard: DashboardLink },
  { undoToken: string }
> = gql`
  mutation UndoDeleteDashboard($undoToken: ID!) {
    undoDeleteDashboard(undoToken: $undoToken) { id slug name icon }
  }
`;

/** The settings page's list: the viewer organisation's allowed bundle origins. */
export const ALLOWED_BUNDLE_HOSTS_QUERY: TypedDocumentNode<
  {
    session: {
      __typename: "Session";
      organization: {
        __typename: "SessionOrganization";
        id: string;
        name: string;
        allowedDashboardBundleHosts: string[];
      } | null;
    };
  },
  Record<string, never>
> = gql`
  query AllowedDashboardBundleHosts {
    session { organization { id name allowedDashboardBundleHosts } }
  }
`;

/** A provider administrator's view of one organisation's allowed bundle origins. */
export const MANAGED_ORGANIZATION_BUNDLE_HOSTS_QUERY: TypedDocumentNode<
  {
    organization:
      | {
          __typename: "ManagedOrganization";
          id: string;
          name: string;
          allowedDashboardBundleHosts: string[];
        }
      | { __typename: "NotFoundError"; message: string };
  },
  { id: string }
> = gql`
  query ManagedOrganizationBundleHosts($id: ID!) {
    organization(id: $id) {
      __typename
      ... on ManagedOrganization { id name allowedDashboardBundleHosts }
      ... on NotFoundError { message }
    }
  }
`;
