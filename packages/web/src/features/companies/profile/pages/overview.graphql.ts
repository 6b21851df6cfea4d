import { gql, type TypedDocumentNode } from "@apollo/client";

export type CompetitorSuggestion = {
  __typename: "Company";
  id: string;
  slug: string;
  displayName: string;
};

/** Similar companies (spec 3 §9: competitor suggestions 4). */
export const COMPETITOR_SUGGESTIONS_QUERY: TypedDocumentNode<
  {
    companyById: {
      __typename: "Company";
      id: string;
      competitorSuggestions: CompetitorSuggestion[];
    } | null;
  },
  { id: string; first: number }
> = gql`
  query CompanyCompetitorSuggestions($id: ID!, $first: Int) {
    companyById(id: $id) {
      id
      competitorSuggestions(first: $first) { id slug displayName }
    }
  }
`;
