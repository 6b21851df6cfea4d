import { type CaseSort, defaultCaseSort } from "@tierwise/common/cases";
import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { Session } from "../../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  type CaseFiltersInput,
  type CaseListRow,
  SUPPLIER_CASES_QUERY,
} from "./case-list.graphql.ts";
import { CASE_VIEWS_QUERY, type CaseView } from "./case-views.graphql.ts";

/** Test data shaped like the server's answers (notes/cases-contract.graphql). */

export function casesSession(flags: Partial<FeatureFlags> = {}): Session {
  return buildSession({
    organization: buildOrganization({
      featureFlags: { caseManagementEnabled: true, ...flags },
    }),
  });
}

export const grace = {
  __typename: "CaseUserRef" as const,
  id: "user-2",
  name: "Grace Hopper",
  email: "grace@example.com",
  deactivated: false,
};

export function buildCaseRow(overrides: Partial<CaseListRow> = {}): CaseListRow {
  return {
    __typename: "SupplierCase",
    id: "case-1",
    rowNumber: 1,
    title: "Late shipment from Acme Steel",
    descriptionText: "The March delivery is two weeks late.",
    status: "to_do",
    priority: "medium",
    assignee: grace,
    assignedTeam: null,
    creator: { ...grace, id: "user-1", name: "Ada Lovelace", email: "ada@example.com" },
    dueDate: null,
    createdAt: "2024-03-05T10:00:00.000Z",
    updatedAt: "2024-03-06T10:00:00.000Z",
    closedAt: null,
    tags: [],
    private: false,
    locations: [],
    riskSubCategory: [],
    gsca: null,
    company: {
      __typename: "CaseCompanyRef",
      id: "company-1",
      slug: "acme-steel",
      name: "Acme Steel",
    },
    portfolio: null,
    resolutionComment: null,
    lastComment: null,
    supplierTier: [],
    counts: {
      __typename: "CaseCounts",
      emails: 0,
      comments: 0,
      externalEmails: 0,
      allTasks: 0,
      closedTasks: 0,
    },
    daysActive: 3,
    progress: null,
    canEdit: true,
    ...overrides,
  };
}

/** An answer to the cases query for exactly these variables (defaults: the list's first page). */
export function casesMock(
  items: CaseListRow[],
  {
    filters = {},
    sort = defaultCaseSort,
    first = 25,
    offset = 0,
    totalCount = items.length,
  }: {
    filters?: CaseFiltersInput;
    sort?: CaseSort;
    first?: number;
    offset?: number;
    totalCount?: number;
  } = {},
): Mock {
  return {
    request: { query: SUPPLIER_CASES_QUERY, variables: { filters, sort, first, offset } },
    result: {
      data: { supplierCases: { __typename: "SupplierCaseConnection", items, totalCount } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function buildCaseView(overrides: Partial<CaseView> = {}): CaseView {
  return {
    __typename: "CaseView",
    id: "view-1",
    name: "High priority",
    description: null,
    params: { filters: { priority: ["high"] }, sort: { key: "dateDue", direction: "Asc" } },
    columns: [],
    isDefault: false,
    creator: { ...grace, id: "user-1", name: "Ada Lovelace", email: "ada@example.com" },
    ...overrides,
  };
}

export function viewsMock(views: CaseView[]): Mock {
  return {
    request: { query: CASE_VIEWS_QUERY, variables: {} },
    result: { data: { caseViews: views } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
