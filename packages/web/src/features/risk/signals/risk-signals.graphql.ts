import { gql, type TypedDocumentNode } from "@apollo/client";
import type { MatchDecision, MatchDismissReason, MatchStrength } from "@tierwise/common/risk";
import type { RiskCompanyRef } from "../risk-hub.graphql.ts";

/**
 * Risk signals (spec 3 §3 "Risk signal user action", §7 "Risk signals") and screening matches
 * (issue 14 "Sanctions matches good enough to score on"), from docs/risk-contract.graphql.
 */

export type RiskUserRef = { __typename: "RiskUserRef"; id: string; name: string };

export type RiskSignalUserAction = {
  __typename: "RiskSignalUserAction";
  id: string;
  riskSignalContext: string;
  riskSignalMessage: string;
  user: RiskUserRef | null;
  status: "active" | "dismissed";
  reason: string | null;
  isLatest: boolean;
  createdAt: string;
  dismissedAt: string | null;
  riskSignal: {
    __typename: "RiskSignal";
    id: string;
    name: string;
    description: string;
    source: string;
  };
  company: RiskCompanyRef;
};

const SIGNAL_ACTION_FIELDS = gql`
  fragment RiskSignalActionFields on RiskSignalUserAction {
    id
    riskSignalContext
    riskSignalMessage
    user { id name }
    status
    reason
    isLatest
    createdAt
    dismissedAt
    riskSignal { id name description source }
    company { id slug name countryCode }
  }
`;

export const PORTFOLIO_RISK_SIGNALS_QUERY: TypedDocumentNode<
  { portfolioRiskSignalActions: RiskSignalUserAction[] },
  { portfolioId: string }
> = gql`
  query PortfolioRiskSignals($portfolioId: ID!) {
    portfolioRiskSignalActions(portfolioId: $portfolioId) { ...RiskSignalActionFields }
  }
  ${SIGNAL_ACTION_FIELDS}
`;

type PlainError = {
  __typename: "ValidationError" | "NotFoundError" | "ForbiddenError";
  message: string;
};

export type RiskSignalResult =
  | { __typename: "RiskSignalSuccess"; action: RiskSignalUserAction }
  | PlainError;

export type DismissRiskSignalInput = {
  signalId: string;
  context: string;
  message: string;
  portfolioId: string;
  companyId: string;
  reason?: string | null;
};

const RISK_SIGNAL_RESULT_FIELDS = gql`
  fragment RiskSignalResultFields on RiskSignalResult {
    __typename
    ... on RiskSignalSuccess { action { ...RiskSignalActionFields } }
    ... on Error { message }
  }
  ${SIGNAL_ACTION_FIELDS}
`;

export const DISMISS_RISK_SIGNAL: TypedDocumentNode<
  { dismissRiskSignal: RiskSignalResult },
  { input: DismissRiskSignalInput }
> = gql`
  mutation DismissRiskSignal($input: DismissRiskSignalInput!) {
    dismissRiskSignal(input: $input) { ...RiskSignalResultFields }
  }
  ${RISK_SIGNAL_RESULT_FIELDS}
`;

export const RESTORE_RISK_SIGNAL: TypedDocumentNode<
  { restoreRiskSignal: RiskSignalResult },
  { actionId: string }
> = gql`
  mutation RestoreRiskSignal($actionId: ID!) {
    restoreRiskSignal(actionId: $actionId) { ...RiskSignalResultFields }
  }
  ${RISK_SIGNAL_RESULT_FIELDS}
`;

export type ScreeningMatch = {
  __typename: "ScreeningMatch";
  id: string;
  companyId: string;
  listName: string;
  entryId: string;
  entryName: string;
  entryCountry: string | null;
  score: number;
  nameScore: number;
  strength: MatchStrength;
  reasons: string[];
  decision: MatchDecision | null;
  decisionReason: MatchDismissReason | null;
  decisionComment: string | null;
  decidedBy: RiskUserRef | null;
  decidedAt: string | null;
};

const SCREENING_MATCH_FIELDS = gql`
  fragment ScreeningMatchFields on ScreeningMatch {
    id
    companyId
    listName
    entryId
    entryName
    entryCountry
    score
    nameScore
    strength
    reasons
    decision
    decisionReason
    decisionComment
    decidedBy { id name }
    decidedAt
  }
`;

export const SCREENING_MATCHES_QUERY: TypedDocumentNode<
  { screeningMatches: ScreeningMatch[] },
  { companyId: string }
> = gql`
  query ScreeningMatches($companyId: ID!) {
    screeningMatches(companyId: $companyId) { ...ScreeningMatchFields }
  }
  ${SCREENING_MATCH_FIELDS}
`;

export type DecideScreeningMatchInput = {
  matchId: string;
  decision: MatchDecision;
  reason?: MatchDismissReason | null;
  comment?: string | null;
};

export type ScreeningMatchResult =
  | { __typename: "ScreeningMatchSuccess"; match: ScreeningMatch }
  | PlainError;

export const DECIDE_SCREENING_MATCH: TypedDocumentNode<
  { decideScreeningMatch: ScreeningMatchResult },
  { input: DecideScreeningMatchInput }
> = gql`
  mutation DecideScreeningMatch($input: DecideScreeningMatchInput!) {
    decideScreeningMatch(input: $input) {
      __typename
      ... on ScreeningMatchSuccess { match { ...ScreeningMatchFields } }
      ... on Error { message }
    }
  }
  ${SCREENING_MATCH_FIELDS}
`;
