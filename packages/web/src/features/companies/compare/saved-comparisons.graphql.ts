import { gql, type TypedDocumentNode } from "@apollo/client";

/** Saved comparisons (server: features/saved-items/saved-items.type.ts), spec 3 §3, §4, §7. */

export interface SavedComparison {
  __typename: "SavedComparison";
  id: string;
  name: string;
  description: string | null;
  companyIds: string[];
  companies: { __typename: "Company"; id: string; displayName: string }[];
  archived: boolean;
  updatedAt: string;
}

const SAVED_COMPARISON_FIELDS = gql`
  fragment SavedComparisonFields on SavedComparison {
    id
    name
    description
    companyIds
    companies { id displayName }
    archived
    updatedAt
  }
`;

export interface SavedComparisonsData {
  savedComparisons: {
    __typename: "SavedComparisonConnection";
    items: SavedComparison[];
    itemsCount: number;
    pageInfo: { __typename: "PageInfo"; hasNextPage: boolean };
  };
}

export interface SavedComparisonsVariables {
  archived: boolean;
  first: number;
  offset: number;
}

export const SAVED_COMPARISONS_QUERY: TypedDocumentNode<
  SavedComparisonsData,
  SavedComparisonsVariables
> = gql`
  query SavedComparisons($archived: Boolean, $first: Int, $offset: Int) {
    savedComparisons(archived: $archived, first: $first, offset: $offset) {
      items { ...SavedComparisonFields }
      itemsCount
      pageInfo { hasNextPage }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

type FieldErrors = { fieldErrors: { __typename: "FieldError"; path: string; message: string }[] };

export type SavedComparisonWriteError =
  | (MessageError<"ValidationError"> & FieldErrors)
  | MessageError<
      "InvalidIdError" | "LimitReachedError" | "ConnectedObjectNotFoundError" | "NotFoundError"
    >;

export type SavedComparisonWriteResult =
  | { __typename: "SavedComparisonSuccess"; savedComparison: SavedComparison }
  | SavedComparisonWriteError;

export interface SavedComparisonInput {
  name?: string;
  description?: string | null;
  companyIds?: string[];
}

export const CREATE_SAVED_COMPARISON: TypedDocumentNode<
  { createSavedComparison: SavedComparisonWriteResult },
  { input: SavedComparisonInput }
> = gql`
  mutation CreateSavedComparison($input: SavedComparisonInput!) {
    createSavedComparison(input: $input) {
      __typename
      ... on SavedComparisonSuccess { savedComparison { ...SavedComparisonFields } }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;

export const UPDATE_SAVED_COMPARISON: TypedDocumentNode<
  { updateSavedComparison: SavedComparisonWriteResult },
  { id: string; input: SavedComparisonInput }
> = gql`
  mutation UpdateSavedComparison($id: ID!, $input: SavedComparisonInput!) {
    updateSavedComparison(id: $id, input: $input) {
      __typename
      ... on SavedComparisonSuccess { savedComparison { ...SavedComparisonFields } }
      ... on ValidationError { fieldErrors { path message } }
      ... on Error { message }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;

export type ArchiveResult =
  | {
      __typename: "SavedComparisonArchiveSuccess";
      savedComparison: SavedComparison;
      undoId: string | null;
    }
  | MessageError<"NotFoundError">;

export const ARCHIVE_SAVED_COMPARISON: TypedDocumentNode<
  { archiveSavedComparison: ArchiveResult },
  { id: string }
> = gql`
  mutation ArchiveSavedComparison($id: ID!) {
    archiveSavedComparison(id: $id) {
      __typename
      ... on SavedComparisonArchiveSuccess { undoId savedComparison { ...SavedComparisonFields } }
      ... on Error { message }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;

export const UNARCHIVE_SAVED_COMPARISON: TypedDocumentNode<
  { unarchiveSavedComparison: ArchiveResult },
  { id: string }
> = gql`
  mutation UnarchiveSavedComparison($id: ID!) {
    unarchiveSavedComparison(id: $id) {
      __typename
      ... on SavedComparisonArchiveSuccess { undoId savedComparison { ...SavedComparisonFields } }
      ... on Error { message }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;

export type UndoResult =
  | { __typename: "SavedItemUndoSuccess"; savedComparison: SavedComparison | null }
  | MessageError<"NotFoundError">;

export const UNDO_SAVED_ITEM: TypedDocumentNode<{ undoSavedItem: UndoResult }, { undoId: string }> =
  gql`
  mutation UndoSavedComparison($undoId: ID!) {
    undoSavedItem(undoId: $undoId) {
      __typename
      ... on SavedItemUndoSuccess { savedComparison { ...SavedComparisonFields } }
      ... on Error { message }
    }
  }
  ${SAVED_COMPARISON_FIELDS}
`;
