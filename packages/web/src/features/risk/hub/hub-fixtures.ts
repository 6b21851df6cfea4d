import { riskLimits } from "@tierwise/common/risk";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import {
  COMPANY_RISK_SCORE_QUERY,
  type GradeCounts,
  RISK_CONFIG_OPTIONS_QUERY,
  RISK_COUNT_QUERY,
  RISK_HISTORY_QUERY,
  RISK_HUB_COMPANIES_FILTER_QUERY,
  RISK_HUB_COMPANIES_QUERY,
  RISK_HUB_PORTFOLIOS_FILTER_QUERY,
  type RiskHubCompany,
  type RiskScoreWithCategories,
} from "../risk-hub.graphql.ts";
import { SCREENING_MATCHES_QUERY, type ScreeningMatch } from "../signals/risk-signals.graphql.ts";

/** The hub's answers in tests, shaped like docs/risk-contract.graphql. */

const always = { maxUsageCount: Number.POSITIVE_INFINITY };
export const configId = "config-default";

export const counts = (A: number, B: number, C: number, D: number, none: number): GradeCounts => ({
  __typename: "GradeCounts",
  A,
  B,
  C,
  D,
  none,
});

export function hubCompany(
  id: string,
  name: string,
  grade: string | null,
  previousGrade: string | null = null,
): RiskHubCompany {
  return {
    __typename: "RiskHubCompany",
    company: { __typename: "RiskCompanyRef", id, slug: id, name, countryCode: "DE" },
    score:
      grade === null
        ? null
        : {
            __typename: "RiskScore",
            id: `${configId}:${id}`,
            score: grade === "D" ? 90 : grade === "-" ? null : 10,
            grade,
            tier: null,
            computedAt: "2026-03-05T10:00:00.000Z",
            revision: 1,
            changes: [],
          },
    previousGrade,
    signalCount: 2,
  };
}

export const acme = hubCompany("company-1", "Acme Steel", "D", "B");

/** One page of the companies view, as the hub asks for it (no filter unless given). */
export function companiesPageMock(
  config: string,
  items: RiskHubCompany[],
  companyIds: string[] | null = null,
): Mock {
  return {
    request: {
      query: RISK_HUB_COMPANIES_QUERY,
      variables: {
        configId: config,
        first: riskLimits.hubPageSize,
        after: null,
        ordering: "score_desc",
        companyIds,
        portfolioId: null,
      },
    },
    result: {
      data: {
        riskHubCompanies: {
          __typename: "RiskHubCompanyPage",
          items,
          totalCount: items.length,
          pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false },
        },
      },
    },
    ...always,
  };
}

/** The grade chart's counts, asked with the list's filters. */
export const countMock = (
  config: string,
  companyIds: string[] | null = null,
  result = counts(1, 0, 0, 1, 1),
): Mock => ({
  request: {
    query: RISK_COUNT_QUERY,
    variables: {
      configId: config,
      view: "companies",
      companyIds,
      portfolioId: null,
      portfolioIds: null,
    },
  },
  result: { data: { riskCount: result } },
  ...always,
});

/** The page's fixed reads: configurations, counts, filters. */
export function hubMocks(items: RiskHubCompany[]): Mock[] {
  return [
    {
      request: { query: RISK_CONFIG_OPTIONS_QUERY, variables: {} },
      result: {
        data: {
          riskConfigs: [
            {
              __typename: "RiskConfig",
              id: configId,
              name: "Default",
              isDefault: true,
              inProgress: false,
            },
            {
              __typename: "RiskConfig",
              id: "config-custom",
              name: "Custom Risk Hub 1",
              isDefault: false,
              inProgress: false,
            },
          ],
          selectedRiskConfigId: configId,
        },
      },
      ...always,
    },
    countMock(configId),
    companiesPageMock(configId, items),
    {
      request: { query: RISK_HUB_COMPANIES_FILTER_QUERY, variables: { search: null, first: 50 } },
      result: { data: { riskHubCompaniesFilter: [] } },
      ...always,
    },
    {
      request: { query: RISK_HUB_PORTFOLIOS_FILTER_QUERY, variables: { search: null, first: 100 } },
      result: { data: { riskHubPortfoliosFilter: [] } },
      ...always,
    },
  ];
}

export function companyScore(grade: string, changes: string[]): RiskScoreWithCategories {
  return {
    __typename: "RiskScore",
    id: `${configId}:company-1`,
    score: grade === "D" ? 90 : 70,
    grade,
    tier: null,
    computedAt: "2026-03-05T10:00:00.000Z",
    revision: 1,
    changes,
    categories: [
      {
        __typename: "CategoryScore",
        categoryId: "compliance",
        name: "Compliance",
        shortName: "COMP",
        score: grade === "D" ? 100 : 75,
        grade,
        weight: 0.5,
        metrics: [
          {
            __typename: "MetricScore",
            metric: "sanctions",
            name: "Sanctions",
            grade,
            value: 1,
            weight: 1,
            explanation: "One possible sanctions match: D while it is not dismissed.",
          },
        ],
      },
    ],
  };
}

export const match: ScreeningMatch = {
  __typename: "ScreeningMatch",
  id: "match-1",
  companyId: "company-1",
  listName: "OFAC SDN",
  entryId: "SDN-1",
  entryName: "ACME",
  entryCountry: "IR",
  score: 55,
  nameScore: 100,
  strength: "possible",
  reasons: ["same name", "country differs (DE vs IR): −30"],
  decision: null,
  decisionReason: null,
  decisionComment: null,
  decidedBy: null,
  decidedAt: null,
};

/** What the "why this grade" drawer reads for Acme Steel. */
export function drawerMocks(score = companyScore("D", ["Compliance: B → D"])): Mock[] {
  return [
    {
      request: { query: COMPANY_RISK_SCORE_QUERY, variables: { configId, companyId: "company-1" } },
      result: { data: { companyRiskScore: score } },
    },
    {
      request: {
        query: RISK_HISTORY_QUERY,
        variables: { configId, companyId: "company-1", portfolioId: null },
      },
      result: {
        data: {
          riskHistory: [
            { __typename: "RiskHistoryPoint", date: "2026-03-04", score: 40, grade: "B" },
            { __typename: "RiskHistoryPoint", date: "2026-03-05", score: 90, grade: "D" },
          ],
        },
      },
      ...always,
    },
    {
      request: { query: SCREENING_MATCHES_QUERY, variables: { companyId: "company-1" } },
      result: { data: { screeningMatches: [match] } },
    },
  ];
}
