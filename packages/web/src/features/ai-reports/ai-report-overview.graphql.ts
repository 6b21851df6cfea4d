import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AiReportStatus, AiReportType, AiRiskLevel } from "@tierwise/common/ai-reports";

/**
 * The AI report overview of a company (issue 15; docs/ai-reports-contract.graphql, spec 3 §7):
 * current, inProgress, canGenerateNew, available and the history's heads. Its own small file
 * because the activity rail's button reads it on every company page; the report bodies and the
 * mutations (ai-reports.graphql.ts) load with the tab. ai-reports.graphql.test.ts validates
 * every document against the server's printed schema.
 */

export type AiReportUser = { __typename: "AiReportUser"; id: string; name: string };

/** What a list or the rail needs of a report; the body comes by id (AI_REPORT_QUERY). */
export type AiReportHead = {
  __typename: "AiReport";
  id: string;
  status: AiReportStatus;
  type: AiReportType;
  riskLevel: AiRiskLevel | null;
  version: number;
  createdBy: AiReportUser | null;
  createdAt: string;
  completedAt: string | null;
};

export type AiReportOverview = {
  __typename: "CompanyRiskSummaryReports";
  current: AiReportHead | null;
  inProgress: AiReportHead | null;
  canGenerateNew: boolean;
  available: boolean;
  history: {
    __typename: "AiReportConnection";
    edges: { __typename: "AiReportEdge"; node: AiReportHead }[];
  };
};

export type AiReportOverviewVariables = { coreCompanyId: string; first: number };

export const AI_REPORT_HEAD_FIELDS = gql`
  fragment AiReportHeadFields on AiReport {
    id
    status
    type
    riskLevel
    version
    createdBy { id name }
    createdAt
    completedAt
  }
`;

const AI_REPORT_OVERVIEW_FIELDS = gql`
  fragment AiReportOverviewFields on CompanyRiskSummaryReports {
    current { ...AiReportHeadFields }
    inProgress { ...AiReportHeadFields }
    canGenerateNew
    available
    history { edges { node { ...AiReportHeadFields } } }
  }
  ${AI_REPORT_HEAD_FIELDS}
`;

// Both kinds alias their field to `reports`, so one component reads either.
export const COMPANY_RISK_SUMMARY_REPORTS_QUERY: TypedDocumentNode<
  { reports: AiReportOverview },
  AiReportOverviewVariables
> = gql`
  query CompanyRiskSummaryReports($coreCompanyId: ID!, $first: Int) {
    reports: companyRiskSummaryReports(coreCompanyId: $coreCompanyId, first: $first) {
      ...AiReportOverviewFields
    }
  }
  ${AI_REPORT_OVERVIEW_FIELDS}
`;

/** Spec 3 §7 "security summary report generation also exists" (the v2 flag). */
export const COMPANY_SECURITY_SUMMARY_REPORTS_QUERY: TypedDocumentNode<
  { reports: AiReportOverview },
  AiReportOverviewVariables
> = gql`
  query CompanySecuritySummaryReports($coreCompanyId: ID!, $first: Int) {
    reports: companySecuritySummaryReports(coreCompanyId: $coreCompanyId, first: $first) {
      ...AiReportOverviewFields
    }
  }
  ${AI_REPORT_OVERVIEW_FIELDS}
`;

export const overviewQueries: Record<
  AiReportType,
  TypedDocumentNode<{ reports: AiReportOverview }, AiReportOverviewVariables>
> = {
  risk_summary: COMPANY_RISK_SUMMARY_REPORTS_QUERY,
  security_summary: COMPANY_SECURITY_SUMMARY_REPORTS_QUERY,
};
