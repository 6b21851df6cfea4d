import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * Teams and people to share a portfolio with (server: portfolioShareCandidates). Reading
 * portfolios is enough, so a plain member finds colleagues without the member and team lists'
 * permissions.
 */
export interface ShareCandidate {
  __typename: "PortfolioShareCandidate";
  actorType: "team" | "user";
  actorId: string;
  name: string;
  /** A person's; null for a team. */
  email: string | null;
}

export const SHARE_CANDIDATES_QUERY: TypedDocumentNode<
  { portfolioShareCandidates: ShareCandidate[] },
  { query: string | null; first: number }
> = gql`
  query PortfolioShareCandidates($query: String, $first: Int) {
    portfolioShareCandidates(query: $query, first: $first) {
      actorType
      actorId
      name
      email
    }
  }
`;
