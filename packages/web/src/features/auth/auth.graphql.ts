import { gql, type TypedDocumentNode } from "@apollo/client";
import type { SessionStage } from "../../app/session/session.types.ts";
import type { ValidationError } from "../../ui/forms/validation-error.ts";

/** GraphQL documents of the sign-in family (docs/auth-contract.graphql), with hand-written types. */

interface MessageError<Name extends string> {
  __typename: Name;
  message: string;
}

export type LoginFailedError = MessageError<"LoginFailedError"> & { remainingAttempts: number };
export type AccountLockedError = MessageError<"AccountLockedError"> & { lockedUntil: string };
export type TotpRequiredError = MessageError<"TotpRequiredError"> & { setupRequired: boolean };
export type InvalidCodeError = MessageError<"InvalidCodeError">;
export type LinkExpiredError = MessageError<"LinkExpiredError">;
export type MfaNotAllowedError = MessageError<"MfaNotAllowedError">;
export type IncorrectPasswordError = MessageError<"IncorrectPasswordError">;

/** The part of the session a sign-in step needs; the full session comes from reloadSession(). */
export interface SignInStepSession {
  __typename: "Session";
  id: string;
  stage: SessionStage | null;
}

export interface LoginSuccess {
  __typename: "LoginSuccess";
  session: SignInStepSession;
}

export const LOGIN: TypedDocumentNode<
  {
    login:
      | LoginSuccess
      | LoginFailedError
      | AccountLockedError
      | TotpRequiredError
      | ValidationError;
  },
  { input: { email: string; password: string } }
> = gql`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess { session { id stage } }
      ... on LoginFailedError { message remainingAttempts }
      ... on AccountLockedError { message lockedUntil }
      ... on TotpRequiredError { message setupRequired }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const LOGIN_WITH_TOTP: TypedDocumentNode<
  { loginWithTotp: LoginSuccess | InvalidCodeError | AccountLockedError | ValidationError },
  { input: { code: string } }
> = gql`
  mutation LoginWithTotp($input: TotpCodeInput!) {
    loginWithTotp(input: $input) {
      __typename
      ... on LoginSuccess { session { id stage } }
      ... on InvalidCodeError { message }
      ... on AccountLockedError { message lockedUntil }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export interface TotpSecret {
  __typename: "TotpSecret";
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

export const GENERATE_TOTP_SECRET: TypedDocumentNode<
  { generateTotpSecret: TotpSecret },
  Record<string, never>
> = gql`
  mutation GenerateTotpSecret {
    generateTotpSecret { secret otpauthUrl qrCodeDataUrl }
  }
`;

export const ENABLE_TOTP: TypedDocumentNode<
  {
    enableTotp:
      | { __typename: "EnableTotpSuccess"; session: SignInStepSession }
      | InvalidCodeError
      | MfaNotAllowedError
      | ValidationError;
  },
  { input: { code: string } }
> = gql`
  mutation EnableTotp($input: TotpCodeInput!) {
    enableTotp(input: $input) {
      __typename
      ... on EnableTotpSuccess { session { id stage } }
      ... on InvalidCodeError { message }
      ... on MfaNotAllowedError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const CHANGE_PASSWORD: TypedDocumentNode<
  {
    changePassword:
      | { __typename: "ChangePasswordSuccess"; user: { __typename: "User"; id: string } }
      | IncorrectPasswordError
      | ValidationError;
  },
  { input: { currentPassword: string; newPassword: string } }
> = gql`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess { user { id } }
      ... on IncorrectPasswordError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const REQUEST_PASSWORD_RESET: TypedDocumentNode<
  {
    requestPasswordReset:
      | { __typename: "RequestPasswordResetSuccess"; message: string }
      | ValidationError;
  },
  { input: { email: string } }
> = gql`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetSuccess { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;

export const ACCEPT_PASSWORD_RESET: TypedDocumentNode<
  {
    acceptPasswordReset:
      | { __typename: "AcceptPasswordResetSuccess"; email: string }
      | LinkExpiredError
      | ValidationError;
  },
  { input: { token: string; newPassword: string } }
> = gql`
  mutation AcceptPasswordReset($input: AcceptPasswordResetInput!) {
    acceptPasswordReset(input: $input) {
      __typename
      ... on AcceptPasswordResetSuccess { email }
      ... on LinkExpiredError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
