import type { TypedDocumentNode } from "@apollo/client";
import { gql } from "@apollo/client";
import type { Session } from "./session.types.ts";
import { SESSION_FIELDS } from "./session-query.ts";

export const REFRESH_SESSION_MUTATION: TypedDocumentNode<
  { refreshSession: Session },
  Record<string, never>
> = gql`
  mutation RefreshSession {
    refreshSession {
      ...SessionFields
    }
  }
  ${SESSION_FIELDS}
`;
