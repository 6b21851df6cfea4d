import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../../ui/forms/validation-error.ts";
import type { LinkExpiredError } from "../../auth/auth.graphql.ts";

/** The public /accept-invitation page's mutation (packages/server/schema.graphql). */

export interface AcceptInvitationInput {
  token: string;
  /** Required for a new person; ignored for an existing user. */
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
}

export interface AcceptInvitationSuccess {
  __typename: "AcceptInvitationSuccess";
  email: string;
  /** False when a second factor is needed: continue at /login. */
  signedIn: boolean;
  session: { __typename: "Session"; id: string };
}

export type AcceptInvitationResult = AcceptInvitationSuccess | LinkExpiredError | ValidationError;

export const ACCEPT_INVITATION: TypedDocumentNode<
  { acceptInvitation: AcceptInvitationResult },
  { input: AcceptInvitationInput }
> = gql`
  mutation AcceptInvitation($input: AcceptInvitationInput!) {
    acceptInvitation(input: $input) {
      __typename
      ... on AcceptInvitationSuccess { email signedIn session { id } }
      ... on LinkExpiredError { message }
      ... on ValidationError { message fieldErrors { path message } }
    }
  }
`;
