import { gql, type TypedDocumentNode } from "@apollo/client";

/** GraphQL documents of Settings → Audit log, with hand-written types. */

export interface AuditLogEntry {
  __typename: "AuditLogEntry";
  id: string;
  action: string;
  actorId: string | null;
  targetType: string;
  targetId: string | null;
  organizationId: string | null;
  createdAt: string;
  before: unknown;
  after: unknown;
}

export const AUDIT_LOG_QUERY: TypedDocumentNode<
  { auditLog: { items: AuditLogEntry[]; itemsCount: number } },
  { first: number; offset: number; action: string | null; organizationId: string | null }
> = gql`
  query AuditLog($first: Int, $offset: Int, $action: String, $organizationId: ID) {
    auditLog(first: $first, offset: $offset, action: $action, organizationId: $organizationId) {
      items { id action actorId targetType targetId organizationId createdAt before after }
      itemsCount
    }
  }
`;

export interface AuditActor {
  __typename: "Member";
  id: string;
  name: string;
  email: string;
}

/** Names of the current organisation's people who appear as actors. */
export const AUDIT_ACTORS_QUERY: TypedDocumentNode<
  { members: { items: AuditActor[]; itemsCount: number } },
  { ids: string[]; first: number }
> = gql`
  query AuditActors($ids: [ID!], $first: Int) {
    members(filter: { ids: $ids }, first: $first) {
      items { id name email }
      itemsCount
    }
  }
`;
