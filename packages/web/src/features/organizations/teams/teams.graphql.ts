import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";

/** GraphQL documents of /groups (teams), with hand-written types. */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}
export type NotFoundError = MessageError<"NotFoundError">;
export type AlreadyExistsError = MessageError<"AlreadyExistsError">;
export type ConnectedObjectNotFoundError = MessageError<"ConnectedObjectNotFoundError">;
export type TooManyModificationsError = MessageError<"TooManyModificationsError"> & {
  maximum: number;
};

export interface TeamMember {
  __typename: "TeamMember";
  id: string;
  name: string;
  email: string;
  membershipCreatedAt: string;
}

export interface Team {
  __typename: "Team";
  id: string;
  name: string;
  active: boolean;
  createdAt: string;
  memberCount: number;
  memberCountLabel: string;
  members: TeamMember[];
}

export interface TeamChangeSuccess {
  __typename: "TeamChangeSuccess";
  team: Team;
}

const TEAM_FIELDS = gql`
  fragment TeamFields on Team {
    id
    name
    active
    createdAt
    memberCount
    memberCountLabel
    members { id name email membershipCreatedAt }
  }
`;

export const TEAMS_QUERY: TypedDocumentNode<{ teams: Team[] }, { query: string | null }> = gql`
  query Teams($query: String) {
    teams(query: $query) { ...TeamFields }
  }
  ${TEAM_FIELDS}
`;

export const CREATE_TEAM: TypedDocumentNode<
  { createTeam: TeamChangeSuccess | AlreadyExistsError | ValidationError },
  { name: string }
> = gql`
  mutation CreateTeam($name: String!) {
    createTeam(name: $name) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on AlreadyExistsError { message }
    }
  }
  ${TEAM_FIELDS}
`;

export const RENAME_TEAM: TypedDocumentNode<
  { renameTeam: TeamChangeSuccess | AlreadyExistsError | ValidationError | NotFoundError },
  { id: string; name: string }
> = gql`
  mutation RenameTeam($id: ID!, $name: String!) {
    renameTeam(id: $id, name: $name) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on ValidationError { message fieldErrors { path message } }
      ... on AlreadyExistsError { message }
      ... on NotFoundError { message }
    }
  }
  ${TEAM_FIELDS}
`;

export const DEACTIVATE_TEAM: TypedDocumentNode<
  { deactivateTeam: TeamChangeSuccess | NotFoundError },
  { id: string }
> = gql`
  mutation DeactivateTeam($id: ID!) {
    deactivateTeam(id: $id) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on NotFoundError { message }
    }
  }
  ${TEAM_FIELDS}
`;

export const REACTIVATE_TEAM: TypedDocumentNode<
  { reactivateTeam: TeamChangeSuccess | NotFoundError },
  { id: string }
> = gql`
  mutation ReactivateTeam($id: ID!) {
    reactivateTeam(id: $id) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on NotFoundError { message }
    }
  }
  ${TEAM_FIELDS}
`;

export const DELETE_TEAM: TypedDocumentNode<
  { deleteTeam: { __typename: "DeleteTeamSuccess" } | NotFoundError },
  { id: string }
> = gql`
  mutation DeleteTeam($id: ID!) {
    deleteTeam(id: $id) {
      __typename
      ... on NotFoundError { message }
    }
  }
`;

type MembershipResult =
  | TeamChangeSuccess
  | NotFoundError
  | ConnectedObjectNotFoundError
  | TooManyModificationsError;

export const ADD_TEAM_MEMBERS: TypedDocumentNode<
  { addTeamMembers: MembershipResult },
  { teamId: string; userIds: string[] }
> = gql`
  mutation AddTeamMembers($teamId: ID!, $userIds: [ID!]!) {
    addTeamMembers(teamId: $teamId, userIds: $userIds) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on NotFoundError { message }
      ... on ConnectedObjectNotFoundError { message }
      ... on TooManyModificationsError { message maximum }
    }
  }
  ${TEAM_FIELDS}
`;

export const REMOVE_TEAM_MEMBER: TypedDocumentNode<
  { removeTeamMember: MembershipResult },
  { teamId: string; userId: string }
> = gql`
  mutation RemoveTeamMember($teamId: ID!, $userId: ID!) {
    removeTeamMember(teamId: $teamId, userId: $userId) {
      __typename
      ... on TeamChangeSuccess { team { ...TeamFields } }
      ... on NotFoundError { message }
      ... on ConnectedObjectNotFoundError { message }
    }
  }
  ${TEAM_FIELDS}
`;

export interface MemberCandidate {
  __typename: "Member";
  id: string;
  name: string;
  email: string;
  active: boolean;
}

export const MEMBER_CANDIDATES_QUERY: TypedDocumentNode<
  { members: { items: MemberCandidate[]; itemsCount: number } },
  { query: string | null }
> = gql`
  query TeamMemberCandidates($query: String) {
    members(query: $query, first: 25) {
      items { id name email active }
      itemsCount
    }
  }
`;
