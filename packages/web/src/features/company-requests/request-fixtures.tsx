import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { RoleKey } from "@tierwise/common/roles";
import type { ReactElement } from "react";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import type { Mock } from "../../testing/render-app-ui.tsx";
import { sampleNodes, treeQueryData } from "../portfolios/portfolio-fixtures.ts";
import { renderPortfolioUi } from "../portfolios/portfolio-test-render.tsx";
import { PORTFOLIO_TREE_QUERY } from "../portfolios/portfolio-tree.graphql.ts";
import {
  COMPANY_REQUEST_CREATORS_QUERY,
  COMPANY_REQUEST_QUERY,
  COMPANY_REQUESTS_QUERY,
  type CompanyMatchCandidate,
  type CompanyRequest,
  type CompanyRequestRow,
  type RequestFiltersInput,
  type RequestListPage,
  type RequestPerson,
} from "./company-request.graphql.ts";

/** Test data shaped like the server's answers (docs/company-requests-contract.graphql). */

export function requestsSession(
  role: RoleKey = "user",
  flags: Partial<FeatureFlags> = {},
): Session {
  return buildSession({
    roles: [role],
    organization: buildOrganization({ featureFlags: { companyRequests: true, ...flags } }),
  });
}

/**
 * Renders request UI as the app would (the portfolio helper: the same providers, plus what
 * jsdom lacks for autosizing text areas), for a member of an organisation with requests.
 */
export function renderRequestUi(
  ui: ReactElement,
  options: { mocks: Mock[]; path: string; route?: string; session?: Session },
) {
  return renderPortfolioUi(ui, { session: requestsSession(), ...options });
}

export const ada: RequestPerson = {
  __typename: "RequestPerson",
  id: "user-1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  deactivated: false,
};

export const grace: RequestPerson = {
  __typename: "RequestPerson",
  id: "user-2",
  name: "Grace Hopper",
  email: "grace@example.com",
  deactivated: false,
};

export function buildRequestRow(overrides: Partial<CompanyRequestRow> = {}): CompanyRequestRow {
  return {
    __typename: "CompanyRequest",
    id: "req-1",
    companyName: "Acme Steel",
    website: "acme-steel.example",
    country: "DE",
    status: "requested",
    company: null,
    creator: ada,
    createdAt: "2026-03-05T10:00:00.000Z",
    updatedAt: "2026-03-06T10:00:00.000Z",
    ...overrides,
  };
}

export function buildRequest(overrides: Partial<CompanyRequest> = {}): CompanyRequest {
  return {
    ...buildRequestRow(),
    companyId: null,
    duns: null,
    state: null,
    city: "Hamburg",
    address: "Hafenstraße 1",
    legalName: "Acme Steel GmbH",
    zipCode: "20457",
    note: null,
    uei: null,
    taxId: "DE123456789",
    cageCode: null,
    outOfBusiness: false,
    branchind: false,
    allowedStatuses: ["needs_action", "complete", "closed", "replaced", "retired"],
    logs: [
      {
        __typename: "CompanyRequestLog",
        id: "log-1",
        comment: null,
        reason: "created",
        status: "requested",
        contentMemberEmail: null,
        createdAt: "2026-03-05T10:00:00.000Z",
        user: ada,
      },
    ],
    portfolios: [],
    subscriptionSets: [],
    bulkRequest: null,
    canRetire: true,
    ...overrides,
  };
}

export function buildCandidate(
  overrides: Partial<CompanyMatchCandidate> = {},
): CompanyMatchCandidate {
  return {
    __typename: "CompanyMatchCandidate",
    company: {
      __typename: "RequestCompany",
      id: "company-7",
      slug: "acme-steel-gmbh",
      name: "Acme Steel GmbH",
      country: "DE",
    },
    score: 0.72,
    band: "review",
    reasons: ["Similar name", "Same website domain"],
    ...overrides,
  };
}

/** An answer to the list query for exactly these variables (defaults: the first page). */
export function requestsMock(
  page: RequestListPage,
  items: CompanyRequestRow[],
  {
    filters = {},
    offset = 0,
    totalCount = items.length,
  }: { filters?: RequestFiltersInput; offset?: number; totalCount?: number } = {},
): Mock {
  return {
    request: { query: COMPANY_REQUESTS_QUERY, variables: { page, filters, first: 25, offset } },
    result: {
      data: {
        companyRequests: { __typename: "CompanyRequestConnection", items, totalCount },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function creatorsMock(people: RequestPerson[] = [ada, grace]): Mock {
  return {
    request: { query: COMPANY_REQUEST_CREATORS_QUERY, variables: {} },
    result: { data: { companyRequestCreators: people } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** One answer to the request page's query (a refetch needs another). */
export function requestMock(request: CompanyRequest | null, id = request?.id ?? "req-1"): Mock {
  return {
    request: { query: COMPANY_REQUEST_QUERY, variables: { id } },
    result: { data: { companyRequest: request } },
  };
}

/** The viewer's portfolios (every one writable), for the portfolio pickers. */
export function portfolioTreeMock(): Mock {
  return {
    request: { query: PORTFOLIO_TREE_QUERY, variables: {} },
    result: { data: treeQueryData(sampleNodes) },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
