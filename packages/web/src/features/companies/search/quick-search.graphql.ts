import { gql, type TypedDocumentNode } from "@apollo/client";

/** Fuzzy name search (server: features/companies/quick-search.type.ts). */

/** GraphQL enum CompanyStatusCode: Pothos keeps the table's lower-case values. */
export type CompanyStatusCode =
  | "active"
  | "basic"
  | "closed"
  | "deleted"
  | "draft"
  | "imported_active"
  | "imported_closed";

export interface QuickSearchCompany {
  __typename: "QuickSearchCompany";
  id: string;
  slug: string;
  displayName: string;
  statusCode: CompanyStatusCode;
  countryCode: string | null;
  city: string | null;
  industry: string | null;
}

export interface QuickSearchData {
  quickSearch: { __typename: "QuickSearchResult"; companies: QuickSearchCompany[] };
}

export interface QuickSearchVariables {
  text: string;
  first: number;
}

export const QUICK_SEARCH_QUERY: TypedDocumentNode<QuickSearchData, QuickSearchVariables> = gql`
  query QuickSearch($text: String!, $first: Int) {
    quickSearch(text: $text, first: $first) {
      companies { id slug displayName statusCode countryCode city industry }
    }
  }
`;
