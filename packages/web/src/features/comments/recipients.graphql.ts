import { gql, type TypedDocumentNode } from "@apollo/client";

/** People and teams to mention or address (server: features/comments, the comments contract). */

export interface MentionUser {
  __typename: "MentionUser";
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  jobTitle: string | null;
  businessUnit: string | null;
}

export interface MentionTeam {
  __typename: "MentionTeam";
  id: string;
  name: string;
  members: MentionUser[];
}

export type MentionCandidate = MentionUser | MentionTeam;

const MENTION_USER_FIELDS = gql`
  fragment MentionUserFields on MentionUser {
    id
    firstName
    lastName
    name
    email
    jobTitle
    businessUnit
  }
`;

export const COMMENT_RECIPIENT_OPTIONS_QUERY: TypedDocumentNode<
  { commentRecipientOptions: MentionCandidate[] },
  { query: string; first: number; offset: number }
> = gql`
  query CommentRecipientOptions($query: String, $first: Int, $offset: Int) {
    commentRecipientOptions(query: $query, first: $first, offset: $offset) {
      __typename
      ... on MentionUser { ...MentionUserFields }
      ... on MentionTeam { id name members { ...MentionUserFields } }
    }
  }
  ${MENTION_USER_FIELDS}
`;

export const COMMENT_RECIPIENT_QUERY: TypedDocumentNode<
  { commentRecipient: MentionCandidate | null },
  { type: string; id: string }
> = gql`
  query CommentRecipient($type: String!, $id: ID!) {
    commentRecipient(type: $type, id: $id) {
      __typename
      ... on MentionUser { ...MentionUserFields }
      ... on MentionTeam { id name members { ...MentionUserFields } }
    }
  }
  ${MENTION_USER_FIELDS}
`;
