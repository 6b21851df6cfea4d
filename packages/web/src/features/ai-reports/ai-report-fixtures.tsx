import type { FeatureFlags } from "@tierwise/common/feature-flags";
import type { Session } from "../../app/session/session.types.ts";
import { buildOrganization, buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderAppUi } from "../../testing/render-app-ui.tsx";
import { ActivityPanel } from "../comments/ActivityPanel.tsx";
import {
  type AiReportHead,
  type AiReportOverview,
  COMPANY_RISK_SUMMARY_REPORTS_QUERY,
  COMPANY_SECURITY_SUMMARY_REPORTS_QUERY,
} from "./ai-report-overview.graphql.ts";
import {
  AI_REPORT_QUERY,
  type AiFact,
  type AiReport,
  type AiSentence,
  CREATE_COMPANY_RISK_SUMMARY_REPORT,
  type CreateAiReportResult,
} from "./ai-reports.graphql.ts";

/** Test data shaped like the server's answers (docs/ai-reports-contract.graphql). */

export type { Mock };
export const companyId = "company-1";

export function aiSession(flags: Partial<FeatureFlags> = { aiReportV1: true }): Session {
  return buildSession({ organization: buildOrganization({ featureFlags: flags }) });
}

export const ada = { __typename: "AiReportUser" as const, id: "user-1", name: "Ada Lovelace" };

export function buildHead(overrides: Partial<AiReportHead> = {}): AiReportHead {
  return {
    __typename: "AiReport",
    id: "report-1",
    status: "success",
    type: "risk_summary",
    riskLevel: "high",
    version: 1,
    createdBy: ada,
    createdAt: "2026-11-20T09:00:00.000Z",
    completedAt: "2026-11-20T09:00:02.000Z",
    ...overrides,
  };
}

export const currentRatio: AiFact = {
  __typename: "AiFact",
  id: "metric:current_ratio",
  kind: "metric",
  label: "Current ratio",
  value: "0.82",
  source: "Companies House",
  date: "2025-12-31",
  href: "/company/acme/financials",
};

export const sanctionsMatch: AiFact = {
  __typename: "AiFact",
  id: "match:12",
  kind: "match",
  label: "Sanctions match",
  value: "ACME STEEL LTD",
  source: "OFAC SDN",
  date: "2026-10-02",
  href: "/company/acme/regulatory-and-compliance",
};

export const sentence = (text: string, factIds: string[]): AiSentence => ({
  __typename: "AiSentence",
  text,
  factIds,
});

export function buildReport(overrides: Partial<AiReport> = {}): AiReport {
  return {
    ...buildHead(),
    summary: [
      sentence("Liquidity is weak: the current ratio is 0.82 [metric:current_ratio].", [
        currentRatio.id,
      ]),
    ],
    categories: [
      {
        __typename: "AiCategorySummary",
        title: "Compliance",
        riskLevel: "critical",
        signalPoints: [
          sentence("The company matches a sanctions list entry.", [sanctionsMatch.id]),
        ],
        otherFindings: [],
        recommendedActions: [
          sentence("Review the sanctions match before the next order.", [sanctionsMatch.id]),
        ],
      },
    ],
    dataProviders: ["Companies House", "OFAC SDN"],
    facts: [currentRatio, sanctionsMatch],
    droppedSentenceCount: 0,
    generator: "local",
    errorMessage: null,
    changes: [],
    ...overrides,
  };
}

export function buildOverview(overrides: Partial<AiReportOverview> = {}): AiReportOverview {
  const current = overrides.current === undefined ? buildHead() : overrides.current;
  return {
    __typename: "CompanyRiskSummaryReports",
    current,
    inProgress: null,
    canGenerateNew: true,
    available: true,
    history: {
      __typename: "AiReportConnection",
      edges: (current ? [current] : []).map((node) => ({ __typename: "AiReportEdge", node })),
    },
    ...overrides,
  };
}

export const historyOf = (nodes: AiReportHead[]): AiReportOverview["history"] => ({
  __typename: "AiReportConnection",
  edges: nodes.map((node) => ({ __typename: "AiReportEdge", node })),
});

/**
 * The overview answer. `times` answers that many requests (then the next mock for the same
 * request answers); `onRequest` counts them, to tell whether the page still polls.
 */
export function overviewMock(
  overview: AiReportOverview,
  {
    times = Number.POSITIVE_INFINITY,
    onRequest,
    security = false,
  }: { times?: number; onRequest?: () => void; security?: boolean } = {},
): Mock {
  return {
    request: {
      query: security ? COMPANY_SECURITY_SUMMARY_REPORTS_QUERY : COMPANY_RISK_SUMMARY_REPORTS_QUERY,
      variables: { coreCompanyId: companyId, first: 10 },
    },
    result: () => {
      onRequest?.();
      return { data: { reports: overview } };
    },
    maxUsageCount: times,
  };
}

export function reportMock(report: AiReport, times = Number.POSITIVE_INFINITY): Mock {
  return {
    request: { query: AI_REPORT_QUERY, variables: { id: report.id } },
    result: { data: { aiReport: report } },
    maxUsageCount: times,
  };
}

export function createMock(result: CreateAiReportResult | null): Mock {
  return {
    request: { query: CREATE_COMPANY_RISK_SUMMARY_REPORT, variables: { coreCompanyId: companyId } },
    result: { data: { result } },
  };
}

/** The company page's activity panel, as the app renders it, at `path`. */
export function renderCompanyPanel({
  mocks = [],
  path = "/company/acme",
  session = aiSession(),
}: {
  mocks?: Mock[];
  path?: string;
  session?: Session;
}) {
  return renderAppUi(<ActivityPanel target={{ companyId }} />, { mocks, path, session });
}

export const openTabPath = "/company/acme?tab=ai-report&extension=open";
