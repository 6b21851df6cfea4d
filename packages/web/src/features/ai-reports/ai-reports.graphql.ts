import { gql, type TypedDocumentNode } from "@apollo/client";
import type { AiFactKind, AiReportType, AiRiskLevel } from "@tierwise/common/ai-reports";
import { AI_REPORT_HEAD_FIELDS, type AiReportHead } from "./ai-report-overview.graphql.ts";

/**
 * A report's body and the generation mutations (issue 15; docs/ai-reports-contract.graphql).
 * Loaded with the AI report tab only. The overview the rail reads is ai-report-overview.graphql.ts.
 */

/** One input to the generator; the page links a citation to its href. */
export type AiFact = {
  __typename: "AiFact";
  id: string;
  kind: AiFactKind;
  label: string;
  value: string;
  source: string;
  date: string | null;
  href: string | null;
};

export type AiSentence = { __typename: "AiSentence"; text: string; factIds: string[] };

export type AiCategorySummary = {
  __typename: "AiCategorySummary";
  title: string;
  riskLevel: AiRiskLevel;
  signalPoints: AiSentence[];
  otherFindings: AiSentence[];
  recommendedActions: AiSentence[];
};

export type AiReport = AiReportHead & {
  summary: AiSentence[];
  categories: AiCategorySummary[];
  dataProviders: string[];
  facts: AiFact[];
  droppedSentenceCount: number;
  generator: string;
  errorMessage: string | null;
  changes: string[];
};

export const AI_REPORT_QUERY: TypedDocumentNode<{ aiReport: AiReport | null }, { id: string }> =
  gql`
  query AiReport($id: ID!) {
    aiReport(id: $id) {
      ...AiReportHeadFields
      summary { text factIds }
      categories {
        title
        riskLevel
        signalPoints { text factIds }
        otherFindings { text factIds }
        recommendedActions { text factIds }
      }
      dataProviders
      facts { id kind label value source date href }
      droppedSentenceCount
      generator
      errorMessage
      changes
    }
  }
  ${AI_REPORT_HEAD_FIELDS}
`;

/** The typed answers of a create; only a success carries the new report's id. */
export type CreateAiReportResult =
  | { __typename: "CreateAiReportSuccess"; id: string }
  | {
      __typename: "ValidationError" | "NotFoundError" | "ForbiddenError" | "AlreadyExistsError";
      message: string;
    };

type CreateAiReportDocument = TypedDocumentNode<
  { result: CreateAiReportResult | null },
  { coreCompanyId: string }
>;

const CREATE_AI_REPORT_RESULT_FIELDS = gql`
  fragment CreateAiReportResultFields on CreateAiReportResult {
    __typename
    ... on CreateAiReportSuccess { id }
    ... on Error { message }
  }
`;

// Both kinds alias their field to `result`, so one hook starts either.
export const CREATE_COMPANY_RISK_SUMMARY_REPORT: CreateAiReportDocument = gql`
  mutation CreateCompanyRiskSummaryReport($coreCompanyId: ID!) {
    result: createCompanyRiskSummaryReport(coreCompanyId: $coreCompanyId) {
      ...CreateAiReportResultFields
    }
  }
  ${CREATE_AI_REPORT_RESULT_FIELDS}
`;

export const CREATE_COMPANY_SECURITY_SUMMARY_REPORT: CreateAiReportDocument = gql`
  mutation CreateCompanySecuritySummaryReport($coreCompanyId: ID!) {
    result: createCompanySecuritySummaryReport(coreCompanyId: $coreCompanyId) {
      ...CreateAiReportResultFields
    }
  }
  ${CREATE_AI_REPORT_RESULT_FIELDS}
`;

export const createMutations: Record<AiReportType, CreateAiReportDocument> = {
  risk_summary: CREATE_COMPANY_RISK_SUMMARY_REPORT,
  security_summary: CREATE_COMPANY_SECURITY_SUMMARY_REPORT,
};
