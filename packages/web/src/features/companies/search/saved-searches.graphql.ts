import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SearchValidationError } from "./company-search.graphql.ts";

/** Saved advanced searches (server: features/saved-items/saved-items.type.ts). */

type NotFoundError = { __typename: "NotFoundError"; message: string };

export interface SavedSearch {
  __typename: "SavedSearch";
  id: string;
  name: string;
  description: string | null;
  /** CompanySearchParams as stored; parsed with the shared schema before use. */
  searchParams: unknown;
  archived: boolean;
  updatedAt: string;
}

const SAVED_SEARCH_FIELDS = gql`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    description
    searchParams
    archived
    updatedAt
  }
`;

export interface SavedSearchesVariables {
  first: number;
  offset: number;
  archived: boolean;
}

export interface SavedSearchesData {
  savedSearches: {
    __typename: "SavedSearchConnection";
    items: SavedSearch[];
    itemsCount: number;
    pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; hasPreviousPage: boolean };
  };
}

export const SAVED_SEARCHES_QUERY: TypedDocumentNode<SavedSearchesData, SavedSearchesVariables> =
  gql`
    query SavedSearches($first: Int, $offset: Int, $archived: Boolean) {
      savedSearches(first: $first, offset: $offset, archived: $archived) {
        items { ...SavedSearchFields }
        itemsCount
        pageInfo { hasNextPage hasPreviousPage }
      }
    }
    ${SAVED_SEARCH_FIELDS}
  `;

export const SAVED_SEARCH_QUERY: TypedDocumentNode<
  { savedSearch: SavedSearch | NotFoundError },
  { id: string }
> = gql`
  query SavedSearch($id: ID!) {
    savedSearch(id: $id) {
      __typename
      ... on SavedSearch { ...SavedSearchFields }
      ... on NotFoundError { message }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;

export interface SavedSearchInput {
  name?: string;
  description?: string | null;
  searchParams?: unknown;
}

type SavedSearchSuccess = { __typename: "SavedSearchSuccess"; savedSearch: SavedSearch };

export const CREATE_SAVED_SEARCH: TypedDocumentNode<
  { createSavedSearch: SavedSearchSuccess | SearchValidationError },
  { input: SavedSearchInput }
> = gql`
  mutation CreateSavedSearch($input: SavedSearchInput!) {
    createSavedSearch(input: $input) {
      __typename
      ... on SavedSearchSuccess { savedSearch { ...SavedSearchFields } }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;

export const UPDATE_SAVED_SEARCH: TypedDocumentNode<
  { updateSavedSearch: SavedSearchSuccess | SearchValidationError | NotFoundError },
  { id: string; input: SavedSearchInput }
> = gql`
  mutation UpdateSavedSearch($id: ID!, $input: SavedSearchInput!) {
    updateSavedSearch(id: $id, input: $input) {
      __typename
      ... on SavedSearchSuccess { savedSearch { ...SavedSearchFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;

export type ArchiveResult =
  | { __typename: "SavedSearchArchiveSuccess"; savedSearch: SavedSearch; undoId: string | null }
  | NotFoundError;

export const ARCHIVE_SAVED_SEARCH: TypedDocumentNode<
  { archiveSavedSearch: ArchiveResult },
  { id: string }
> = gql`
  mutation ArchiveSavedSearch($id: ID!) {
    archiveSavedSearch(id: $id) {
      __typename
      ... on SavedSearchArchiveSuccess { savedSearch { ...SavedSearchFields } undoId }
      ... on NotFoundError { message }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;

export const UNARCHIVE_SAVED_SEARCH: TypedDocumentNode<
  { unarchiveSavedSearch: ArchiveResult },
  { id: string }
> = gql`
  mutation UnarchiveSavedSearch($id: ID!) {
    unarchiveSavedSearch(id: $id) {
      __typename
      ... on SavedSearchArchiveSuccess { savedSearch { ...SavedSearchFields } undoId }
      ... on NotFoundError { message }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;

export const UNDO_SAVED_ITEM: TypedDocumentNode<
  {
    undoSavedItem:
      | {
          __typename: "SavedItemUndoSuccess";
          savedSearch: SavedSearch | null;
        }
      | NotFoundError;
  },
  { undoId: string }
> = gql`
  mutation UndoSavedItem($undoId: ID!) {
    undoSavedItem(undoId: $undoId) {
      __typename
      ... on SavedItemUndoSuccess { savedSearch { ...SavedSearchFields } }
      ... on NotFoundError { message }
    }
  }
  ${SAVED_SEARCH_FIELDS}
`;
