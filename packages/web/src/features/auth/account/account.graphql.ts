import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SessionStage } from "../../../app/session/session.types.ts";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";
import type { IncorrectPasswordError } from "../auth.graphql.ts";

/** GraphQL documents of the account page, /choose and /logout, with hand-written types. */

export interface AccountUser {
  __typename: "User";
  id: string;
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  jobTitle: { __typename: "JobTitle"; title: string } | null;
  businessUnit: { __typename: "BusinessUnit"; title: string } | null;
  totpEnabled: boolean;
  ssoUser: boolean;
  notificationPreferences: {
    __typename: "NotificationPreference";
    type: string;
    frequency: string;
  }[];
  /** 0-23; null = no preference. */
  preferredEmailHour: number | null;
}

const ACCOUNT_USER_FIELDS = gql`
  fragment AccountUserFields on User {
    id
    email
    name
    firstName
    lastName
    jobTitle { title }
    businessUnit { title }
    totpEnabled
    ssoUser
    notificationPreferences { type frequency }
    preferredEmailHour
  }
`;

export const ACCOUNT_SETTINGS_QUERY: TypedDocumentNode<
  { me: AccountUser | null; jobTitleOptions: string[]; businessUnitOptions: string[] },
  Record<string, never>
> = gql`
  query AccountSettings {
    me { ...AccountUserFields }
    jobTitleOptions
    businessUnitOptions
  }
  ${ACCOUNT_USER_FIELDS}
`;

export interface UpdateProfileInput {
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  businessUnit: string | null;
}

export const UPDATE_PROFILE: TypedDocumentNode<
  {
    updateProfile: { __typename: "UpdateProfileSuccess"; user: AccountUser } | ValidationError;
  },
  { input: UpdateProfileInput }
> = gql`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess { user { ...AccountUserFields } }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${ACCOUNT_USER_FIELDS}
`;

export interface UpdateNotificationPreferencesInput {
  notifications: { type: string; frequency: string }[];
  preferredEmailHour: number | null;
}

export const UPDATE_NOTIFICATION_PREFERENCES: TypedDocumentNode<
  {
    updateNotificationPreferences:
      | { __typename: "UpdateNotificationPreferencesSuccess"; user: AccountUser }
      | ValidationError;
  },
  { input: UpdateNotificationPreferencesInput }
> = gql`
  mutation UpdateNotificationPreferences($input: UpdateNotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      __typename
      ... on UpdateNotificationPreferencesSuccess { user { ...AccountUserFields } }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${ACCOUNT_USER_FIELDS}
`;

export const DISABLE_TOTP: TypedDocumentNode<
  {
    disableTotp:
      | { __typename: "DisableTotpSuccess"; user: AccountUser }
      | IncorrectPasswordError
      | { __typename: "ForbiddenError"; message: string }
      | ValidationError;
  },
  { input: { password: string } }
> = gql`
  mutation DisableTotp($input: DisableTotpInput!) {
    disableTotp(input: $input) {
      __typename
      ... on DisableTotpSuccess { user { ...AccountUserFields } }
      ... on IncorrectPasswordError { message }
      ... on ForbiddenError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
  ${ACCOUNT_USER_FIELDS}
`;

export const SET_CURRENT_ORGANIZATION: TypedDocumentNode<
  {
    setCurrentOrganization:
      | {
          __typename: "SetCurrentOrganizationSuccess";
          session: { __typename: "Session"; id: string; stage: SessionStage | null };
        }
      | { __typename: "NotFoundError"; message: string };
  },
  { input: { organizationId: string } }
> = gql`
  mutation SetCurrentOrganization($input: SetCurrentOrganizationInput!) {
    setCurrentOrganization(input: $input) {
      __typename
      ... on SetCurrentOrganizationSuccess { session { id stage } }
      ... on NotFoundError { message }
    }
  }
`;

export const LOGOUT: TypedDocumentNode<{ logout: boolean }, Record<string, never>> = gql`
  mutation Logout {
    logout
  }
`;
