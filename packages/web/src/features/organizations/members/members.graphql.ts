import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";

/** GraphQL documents of /members and the invite modal (packages/server/schema.graphql). */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type NotFoundError = MessageError<"NotFoundError">;
export type UnmodifiableError = MessageError<"UnmodifiableError">;
export type LimitReachedError = MessageError<"LimitReachedError"> & { limit: number };
export type TooManyModificationsError = MessageError<"TooManyModificationsError"> & {
  maximum: number;
};

export interface Member {
  __typename: "Member";
  id: string;
  name: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  roleLabel: string;
  /** False for deactivated members and pending invitations. */
  active: boolean;
  /** The invitation was accepted (false: pending). */
  verified: boolean;
  teams: { __typename: "MemberTeam"; id: string; name: string }[];
  jobTitle: { __typename: "MemberJobTitle"; title: string } | null;
  businessUnit: { __typename: "MemberBusinessUnit"; title: string } | null;
  lastLogin: string | null;
  loginsCount: number;
}

const MEMBER_FIELDS = gql`
  fragment MemberFields on Member {
    id
    name
    email
    firstName
    lastName
    role
    roleLabel
    active
    verified
    teams { id name }
    jobTitle { title }
    businessUnit { title }
    lastLogin
    loginsCount
  }
`;

export interface MembersFilter {
  ids?: string[];
  groups?: string[];
  emails?: string[];
}

export interface MembersVariables {
  first: number;
  offset: number;
  query?: string;
  filter?: MembersFilter;
  verified?: boolean;
}

export interface MembersData {
  members: {
    __typename: "MemberConnection";
    items: Member[];
    /** Required by the server: a query without it fails (spec 1 §5). */
    itemsCount: number;
    pageInfo: { __typename: "PageInfo"; hasNextPage: boolean; hasPreviousPage: boolean };
  };
}

export const MEMBERS_QUERY: TypedDocumentNode<MembersData, MembersVariables> = gql`
  query OrganizationMembers(
    $first: Int
    $offset: Int
    $query: String
    $filter: MembersFilter
    $verified: Boolean
  ) {
    members(first: $first, offset: $offset, query: $query, filter: $filter, verified: $verified) {
      items { ...MemberFields }
      itemsCount
      pageInfo { hasNextPage hasPreviousPage }
    }
  }
  ${MEMBER_FIELDS}
`;

export interface TeamOption {
  __typename: "Team";
  id: string;
  name: string;
}

export const MEMBER_TEAMS_QUERY: TypedDocumentNode<
  { teams: TeamOption[] },
  { query?: string | null }
> = gql`
  query MemberTeamOptions($query: String) {
    teams(query: $query) { id name }
  }
`;

export const INVITE_OPTIONS_QUERY: TypedDocumentNode<
  { jobTitleOptions: string[]; businessUnitOptions: string[] },
  Record<string, never>
> = gql`
  query InviteOptions {
    jobTitleOptions
    businessUnitOptions
  }
`;

type MemberChangeSuccess = { __typename: "MemberChangeSuccess"; member: Member };

export const UPDATE_MEMBER_ROLE: TypedDocumentNode<
  {
    updateMemberRole: MemberChangeSuccess | NotFoundError | UnmodifiableError | ValidationError;
  },
  { userId: string; role: string }
> = gql`
  mutation UpdateMemberRole($userId: ID!, $role: String!) {
    updateMemberRole(userId: $userId, role: $role) {
      __typename
      ... on MemberChangeSuccess { member { ...MemberFields } }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${MEMBER_FIELDS}
`;

export const DEACTIVATE_MEMBER: TypedDocumentNode<
  { deactivateMember: MemberChangeSuccess | NotFoundError | UnmodifiableError },
  { userId: string }
> = gql`
  mutation DeactivateMember($userId: ID!) {
    deactivateMember(userId: $userId) {
      __typename
      ... on MemberChangeSuccess { member { ...MemberFields } }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
    }
  }
  ${MEMBER_FIELDS}
`;

export const REACTIVATE_MEMBER: TypedDocumentNode<
  {
    reactivateMember: MemberChangeSuccess | LimitReachedError | NotFoundError | UnmodifiableError;
  },
  { userId: string }
> = gql`
  mutation ReactivateMember($userId: ID!) {
    reactivateMember(userId: $userId) {
      __typename
      ... on MemberChangeSuccess { member { ...MemberFields } }
      ... on LimitReachedError { message limit }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
    }
  }
  ${MEMBER_FIELDS}
`;

export const RESEND_INVITE: TypedDocumentNode<
  {
    resendInvite:
      | { __typename: "ResendInviteSuccess"; message: string }
      | NotFoundError
      | UnmodifiableError;
  },
  { id: string }
> = gql`
  mutation ResendInvite($id: ID!) {
    resendInvite(id: $id) {
      __typename
      ... on ResendInviteSuccess { message }
      ... on NotFoundError { message }
      ... on UnmodifiableError { message }
    }
  }
`;

export type InviteStatus = "NEW" | "ALREADY_ACCEPTED" | "ALREADY_INVITED";

export interface InviteCheck {
  __typename: "InviteCheck";
  email: string;
  status: InviteStatus;
  /** The spec's sentence; empty for NEW. */
  message: string;
}

export const INVITE_CHECK_QUERY: TypedDocumentNode<
  { inviteCheck: InviteCheck | ValidationError },
  { email: string }
> = gql`
  query InviteCheck($email: String!) {
    inviteCheck(email: $email) {
      __typename
      ... on InviteCheck { email status message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

/** The pending member behind an address, for 'Resend invitation' (resendInvite takes an id). */
export const MEMBER_BY_EMAIL_QUERY: TypedDocumentNode<
  {
    members: {
      __typename: "MemberConnection";
      items: { __typename: "Member"; id: string; email: string; verified: boolean }[];
      itemsCount: number;
    };
  },
  { email: string }
> = gql`
  query MemberByEmail($email: String!) {
    members(first: 1, filter: { emails: [$email] }) {
      items { id email verified }
      itemsCount
    }
  }
`;

export type InviteOutcome =
  | { __typename: "InviteSuccess"; email: string }
  | { __typename: "InviteFailure"; email: string; message: string };

export type InviteMembersResult =
  | { __typename: "InviteMembersSuccess"; results: InviteOutcome[] }
  | LimitReachedError
  | TooManyModificationsError
  | ValidationError;

export interface InviteMembersVariables {
  emails: string[];
  role?: string | null;
  jobTitle?: string | null;
  businessUnit?: string | null;
}

export const INVITE_MEMBERS: TypedDocumentNode<
  { inviteMembers: InviteMembersResult },
  InviteMembersVariables
> = gql`
  mutation InviteMembers(
    $emails: [String!]!
    $role: String
    $jobTitle: String
    $businessUnit: String
  ) {
    inviteMembers(emails: $emails, role: $role, jobTitle: $jobTitle, businessUnit: $businessUnit) {
      __typename
      ... on InviteMembersSuccess {
        results {
          __typename
          ... on InviteSuccess { email }
          ... on InviteFailure { email message }
        }
      }
      ... on LimitReachedError { message limit }
      ... on TooManyModificationsError { message maximum }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
