import { gql, type TypedDocumentNode } from "@apollo/client";
import type { MissingDataTreatment } from "@tierwise/common/risk";
import type { GradeCounts } from "../risk-hub.graphql.ts";
import type { RiskUserRef } from "../signals/risk-signals.graphql.ts";

/** Risk configurations (spec 3 §3 "Risk configuration", §4, §5; docs/risk-contract.graphql). */

export type RiskCategoryMetric = {
  __typename: "RiskCategoryMetric";
  metric: string;
  name: string;
  shortName: string;
  weight: number;
  kind: string;
};
export type RiskCategory = {
  __typename: "RiskCategory";
  /** Unique within its configuration only: a copy keeps its categories' ids. */
  id: string;
  name: string;
  shortName: string;
  weight: number;
  risks: RiskCategoryMetric[];
};
export type RiskConfigRevision = {
  __typename: "RiskConfigRevision";
  revision: number;
  committedAt: string;
  committedBy: RiskUserRef | null;
  changes: string[];
};
export type RiskConfig = {
  __typename: "RiskConfig";
  id: string;
  name: string;
  isDefault: boolean;
  revision: number;
  inProgress: boolean;
  categories: RiskCategory[];
  missingData: MissingDataTreatment;
  missingGrade: string | null;
  canModify: boolean;
  revisions: RiskConfigRevision[];
};

const RISK_CONFIG_FIELDS = gql`
  fragment RiskConfigFields on RiskConfig {
    id
    name
    isDefault
    revision
    inProgress
    categories {
      id
      name
      shortName
      weight
      risks { metric name shortName weight kind }
    }
    missingData
    missingGrade
    canModify
    revisions {
      revision
      committedAt
      committedBy { id name }
      changes
    }
  }
`;

/**
 * Read without the cache ("no-cache" where it is used): category ids repeat across
 * configurations (a copy keeps them), and the cache would store every configuration's "financial"
 * as one RiskCategory:financial. Mutations refetch it by name.
 */
export const RISK_CONFIGS_QUERY: TypedDocumentNode<
  { riskConfigs: RiskConfig[] },
  Record<string, never>
> = gql`
  query RiskConfigs {
    riskConfigs { ...RiskConfigFields }
  }
  ${RISK_CONFIG_FIELDS}
`;

type NamedError<Name extends string> = { __typename: Name; message: string };

export type RiskConfigResult =
  | { __typename: "RiskConfigSuccess"; config: RiskConfig }
  | NamedError<
      | "ValidationError"
      | "NotFoundError"
      | "ForbiddenError"
      | "UnmodifiableError"
      | "InvalidRiskConfigError"
    >
  | (NamedError<"LimitReachedError"> & { limit: number });

const RISK_CONFIG_RESULT_FIELDS = gql`
  fragment RiskConfigResultFields on RiskConfigResult {
    __typename
    ... on RiskConfigSuccess { config { ...RiskConfigFields } }
    ... on LimitReachedError { limit }
    ... on Error { message }
  }
  ${RISK_CONFIG_FIELDS}
`;

export const CREATE_RISK_CONFIG: TypedDocumentNode<
  { createRiskConfig: RiskConfigResult },
  { copyFrom?: string | null }
> = gql`
  mutation CreateRiskConfig($copyFrom: ID) {
    createRiskConfig(copyFrom: $copyFrom) { ...RiskConfigResultFields }
  }
  ${RISK_CONFIG_RESULT_FIELDS}
`;

export type RiskCategoryInput = {
  id?: string | null;
  name: string;
  shortName: string;
  weight: number;
  risks: { metric: string; weight: number }[];
};
export type RiskConfigDraftInput = {
  id: string;
  name?: string | null;
  categories?: RiskCategoryInput[] | null;
  missingData?: MissingDataTreatment | null;
  missingGrade?: string | null;
};

export const UPDATE_RISK_CONFIG: TypedDocumentNode<
  { updateRiskConfig: RiskConfigResult },
  { input: RiskConfigDraftInput }
> = gql`
  mutation UpdateRiskConfig($input: RiskConfigDraftInput!) {
    updateRiskConfig(input: $input) { ...RiskConfigResultFields }
  }
  ${RISK_CONFIG_RESULT_FIELDS}
`;

export const COMMIT_RISK_CONFIG: TypedDocumentNode<
  { commitRiskConfig: RiskConfigResult },
  { id: string }
> = gql`
  mutation CommitRiskConfig($id: ID!) {
    commitRiskConfig(id: $id) { ...RiskConfigResultFields }
  }
  ${RISK_CONFIG_RESULT_FIELDS}
`;

export const DISCARD_RISK_CONFIG_DRAFT: TypedDocumentNode<
  { discardRiskConfigDraft: RiskConfigResult },
  { id: string }
> = gql`
  mutation DiscardRiskConfigDraft($id: ID!) {
    discardRiskConfigDraft(id: $id) { ...RiskConfigResultFields }
  }
  ${RISK_CONFIG_RESULT_FIELDS}
`;

export const ROLLBACK_RISK_CONFIG: TypedDocumentNode<
  { rollbackRiskConfig: RiskConfigResult },
  { id: string; revision: number }
> = gql`
  mutation RollbackRiskConfig($id: ID!, $revision: Int!) {
    rollbackRiskConfig(id: $id, revision: $revision) { ...RiskConfigResultFields }
  }
  ${RISK_CONFIG_RESULT_FIELDS}
`;

export type RiskConfigPreview = {
  __typename: "RiskConfigPreview";
  current: GradeCounts;
  preview: GradeCounts;
  movedCompanies: number;
};

export const PREVIEW_RISK_CONFIG_QUERY: TypedDocumentNode<
  { previewRiskConfig: RiskConfigPreview },
  { input: RiskConfigDraftInput }
> = gql`
  query PreviewRiskConfig($input: RiskConfigDraftInput!) {
    previewRiskConfig(input: $input) {
      current { A B C D none }
      preview { A B C D none }
      movedCompanies
    }
  }
`;
