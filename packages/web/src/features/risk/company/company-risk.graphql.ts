import { gql, type TypedDocumentNode } from "@apollo/client";
import {
  RISK_SCORE_WITH_CATEGORIES_FIELDS,
  type RiskHistoryPoint,
  type RiskScoreWithCategories,
} from "../risk-hub.graphql.ts";

/**
 * A company's risk on its profile (issue 27): what the risk hub says of it under the viewer's
 * selected configuration — its score with the why (the drawer's), previous grade and signals (the
 * hub row's), and its history (the hub's chart) — in one read. The Overview card and the Risk
 * tab ask the same query, so they share one cached answer.
 */

export type CompanyRiskSignal = {
  __typename: "RiskSignal";
  id: string;
  name: string;
  description: string;
};

export type CompanyRisk = {
  __typename: "CompanyRisk";
  id: string;
  config: { __typename: "CompanyRiskConfig"; id: string; name: string; isDefault: boolean };
  score: RiskScoreWithCategories | null;
  previousGrade: string | null;
  signalCount: number;
  signals: CompanyRiskSignal[];
  history: RiskHistoryPoint[];
};

export const COMPANY_RISK_QUERY: TypedDocumentNode<
  { companyRisk: CompanyRisk | null },
  { companyId: string }
> = gql`
  query CompanyRisk($companyId: ID!) {
    companyRisk(companyId: $companyId) {
      id
      config { id name isDefault }
      score { ...RiskScoreWithCategoriesFields }
      previousGrade
      signalCount
      signals { id name description }
      history { date score grade }
    }
  }
  ${RISK_SCORE_WITH_CATEGORIES_FIELDS}
`;
