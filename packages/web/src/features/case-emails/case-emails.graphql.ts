import { gql, type TypedDocumentNode } from "@apollo/client";
import type { ValidationError } from "../../ui/forms/validation-error.ts";
import type { Attachment } from "../comments/activity-wall.graphql.ts";

/**
 * A case's e-mail threads (server: features/case-emails, the cases contract). The server adds
 * CaseEmail.rejectedAttachments to the contract; every document here is checked against the
 * printed schema (case-emails.graphql.test.ts).
 */

export type CaseEmailRecipientType = "to" | "cc" | "bcc";
/** outbound: sent from the case; inbound: received at the thread's reply address. */
export type CaseEmailDirection = "outbound" | "inbound";
/** delivery_failure is a bounce of an outbound e-mail, never a supplier's reply. */
export type CaseEmailStatus = "sent" | "failed" | "received" | "delivery_failure";

export interface CaseEmailParty {
  __typename: "CaseEmailParty";
  email: string;
  name: string | null;
  internalToOrg: boolean;
}

export interface CaseEmailRecipient {
  __typename: "CaseEmailRecipient";
  email: string;
  name: string | null;
  type: string;
  internalToOrg: boolean;
}

/** A file of a received e-mail refused by the upload checks; `message` is the spec's sentence. */
export interface CaseEmailRejectedAttachment {
  __typename: "CaseEmailRejectedAttachment";
  filename: string;
  /** too-large or wrong-type. */
  reason: string;
  message: string;
}

export interface CaseEmail {
  __typename: "CaseEmail";
  id: string;
  threadId: string;
  sender: CaseEmailParty;
  recipients: CaseEmailRecipient[];
  subject: string;
  body: string;
  /** The message's own Date (when it was sent); null when it had none. */
  sentAt: string | null;
  /** When it reached the case. */
  createdAt: string;
  attachments: Attachment[];
  rejectedAttachments: CaseEmailRejectedAttachment[];
  isExternal: boolean;
  direction: string;
  status: string;
}

export interface CaseEmailThread {
  __typename: "CaseEmailThread";
  id: string;
  subject: string;
  replyAddress: string;
  emails: CaseEmail[];
  emailCount: number;
}

export const CASE_EMAIL_FIELDS = gql`
  fragment CaseEmailFields on CaseEmail {
    id
    threadId
    sender { email name internalToOrg }
    recipients { email name type internalToOrg }
    subject
    body
    sentAt
    createdAt
    attachments { id filename size contentType downloadUrl previewUrl }
    rejectedAttachments { filename reason message }
    isExternal
    direction
    status
  }
`;

export const CASE_EMAIL_THREAD_FIELDS = gql`
  fragment CaseEmailThreadFields on CaseEmailThread {
    id
    subject
    replyAddress
    emailCount
    emails { ...CaseEmailFields }
  }
  ${CASE_EMAIL_FIELDS}
`;

export const CASE_EMAIL_THREADS_QUERY: TypedDocumentNode<
  { caseEmailThreads: CaseEmailThread[] },
  { caseId: string }
> = gql`
  query CaseEmailThreads($caseId: ID!) {
    caseEmailThreads(caseId: $caseId) { ...CaseEmailThreadFields }
  }
  ${CASE_EMAIL_THREAD_FIELDS}
`;

export interface CaseMailRecipient {
  __typename: "CaseMailRecipient";
  email: string;
  name: string | null;
}

export const CASE_MAIL_RECIPIENTS_QUERY: TypedDocumentNode<
  { caseMailRecipients: CaseMailRecipient[] },
  { query: string; first: number }
> = gql`
  query CaseMailRecipients($query: String!, $first: Int) {
    caseMailRecipients(query: $query, first: $first) { email name }
  }
`;

export interface CaseEmailRecipientInput {
  email: string;
  name?: string | null;
  type: CaseEmailRecipientType;
}

export interface SendCaseEmailInput {
  caseId: string;
  threadId?: string | null;
  replyToId?: string | null;
  subject: string;
  body: string;
  recipients: CaseEmailRecipientInput[];
  attachmentKeys?: string[];
}

type TypedError<Name extends string> = { __typename: Name; message: string };

export type SendCaseEmailResult =
  | { __typename: "SendCaseEmailSuccess"; email: CaseEmail; thread: CaseEmailThread }
  | ValidationError
  | TypedError<"NotFoundError">
  | TypedError<"ForbiddenError">;

export const SEND_CASE_EMAIL: TypedDocumentNode<
  { sendCaseEmail: SendCaseEmailResult },
  { input: SendCaseEmailInput }
> = gql`
  mutation SendCaseEmail($input: SendCaseEmailInput!) {
    sendCaseEmail(input: $input) {
      __typename
      ... on SendCaseEmailSuccess {
        email { ...CaseEmailFields }
        thread { ...CaseEmailThreadFields }
      }
      ... on ValidationError { message fieldErrors { path message } }
      ... on NotFoundError { message }
      ... on ForbiddenError { message }
    }
  }
  ${CASE_EMAIL_FIELDS}
  ${CASE_EMAIL_THREAD_FIELDS}
`;
