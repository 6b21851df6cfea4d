import { gql, type TypedDocumentNode } from "@apollo/client";

/**
 * People and teams to share a portfolio with. The API has no lookup of its own for sharing, so
 * the organisation's member and team lists are used where the viewer may read them (members:
 * read:manage_members, teams: read:team); otherwise the viewer's own teams from the session.
 */

export interface ShareMember {
  __typename: "Member";
  id: string;
  name: string;
  email: string;
}

export const SHARE_MEMBERS_QUERY: TypedDocumentNode<
  { members: { __typename: "MemberConnection"; items: ShareMember[]; itemsCount: number } },
  { query: string | null; first: number }
> = gql`
  query PortfolioShareMembers($query: String, $first: Int) {
    members(query: $query, first: $first, verified: true) {
      items { id name email }
      itemsCount
    }
  }
`;

export const SHARE_TEAMS_QUERY: TypedDocumentNode<
  { teams: { __typename: "Team"; id: string; name: string }[] },
  Record<string, never>
> = gql`
  query PortfolioShareTeams {
    teams { id name }
  }
`;
