import { gql, type TypedDocumentNode } from "@apollo/client";
import { PORTFOLIO_FIELDS, type Portfolio } from "./portfolio.graphql.ts";
import type { PortfolioError } from "./portfolio-errors.ts";

/** Changes to portfolios (server: features/portfolios); each answers a success or a typed error. */

export interface PortfolioInput {
  name: string;
  description: string | null;
}

export interface PortfolioChangeSuccess {
  __typename: "PortfolioChangeSuccess";
  portfolio: Portfolio;
}

/** A change the server can take back once: `undoId` is its snackbar undo offer. */
export interface PortfolioActionSuccess {
  __typename: "PortfolioActionSuccess";
  portfolio: Portfolio | null;
  undoId: string | null;
}

export type ChangeResult = PortfolioChangeSuccess | PortfolioError;
export type ActionResult = PortfolioActionSuccess | PortfolioError;

export const CREATE_PORTFOLIO: TypedDocumentNode<
  { createPortfolio: ChangeResult },
  { input: PortfolioInput; parentId: string | null }
> = gql`
  mutation CreatePortfolio($input: PortfolioInput!, $parentId: ID) {
    createPortfolio(input: $input, parentId: $parentId) {
      __typename
      ... on PortfolioChangeSuccess { portfolio { ...PortfolioFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
      ... on LimitReachedError { limit }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const UPDATE_PORTFOLIO: TypedDocumentNode<
  { updatePortfolio: ChangeResult },
  { id: string; input: PortfolioInput }
> = gql`
  mutation UpdatePortfolio($id: ID!, $input: PortfolioInput!) {
    updatePortfolio(id: $id, input: $input) {
      __typename
      ... on PortfolioChangeSuccess { portfolio { ...PortfolioFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const MOVE_PORTFOLIO: TypedDocumentNode<
  { movePortfolio: ActionResult },
  { id: string; parentId: string | null; index: number | null }
> = gql`
  mutation MovePortfolio($id: ID!, $parentId: ID, $index: Int) {
    movePortfolio(id: $id, parentId: $parentId, index: $index) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const REORDER_PORTFOLIO: TypedDocumentNode<
  { reorderPortfolio: ActionResult },
  { id: string; index: number }
> = gql`
  mutation ReorderPortfolio($id: ID!, $index: Int!) {
    reorderPortfolio(id: $id, index: $index) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const ARCHIVE_PORTFOLIO: TypedDocumentNode<
  { archivePortfolio: ActionResult },
  { id: string }
> = gql`
  mutation ArchivePortfolio($id: ID!) {
    archivePortfolio(id: $id) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const UNARCHIVE_PORTFOLIO: TypedDocumentNode<
  { unarchivePortfolio: ActionResult },
  { id: string }
> = gql`
  mutation UnarchivePortfolio($id: ID!) {
    unarchivePortfolio(id: $id) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const TOGGLE_PORTFOLIO_FAVORITE: TypedDocumentNode<
  { togglePortfolioFavorite: ActionResult },
  { id: string }
> = gql`
  mutation TogglePortfolioFavorite($id: ID!) {
    togglePortfolioFavorite(id: $id) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export const UNDO_PORTFOLIO_ACTION: TypedDocumentNode<
  { undoPortfolioAction: ActionResult },
  { undoId: string }
> = gql`
  mutation UndoPortfolioAction($undoId: ID!) {
    undoPortfolioAction(undoId: $undoId) {
      __typename
      ... on PortfolioActionSuccess { undoId portfolio { ...PortfolioFields } }
      ... on Error { message }
    }
  }
  ${PORTFOLIO_FIELDS}
`;

export interface PortfolioAccessEntryInput {
  actorType: "user" | "team" | "org" | "role";
  actorId: string;
  editable: boolean;
}

export const SET_PORTFOLIO_ACCESS: TypedDocumentNode<
  { setPortfolioAccess: ChangeResult },
  { id: string; entries: PortfolioAccessEntryInput[] }
> = gql`
  mutation SetPortfolioAccess($id: ID!, $entries: [PortfolioAccessEntryInput!]!) {
    setPortfolioAccess(id: $id, entries: $entries) {
      __typename
      ... on PortfolioChangeSuccess { portfolio { ...PortfolioFields } }
      ... on Error { message }
      ... on ValidationError { fieldErrors { path message } }
    }
  }
  ${PORTFOLIO_FIELDS}
`;
