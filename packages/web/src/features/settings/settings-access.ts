import { hasPermission } from "../../app/route-guards.ts";
import type { Session } from "../../app/session/session.types.ts";

/** Organisation admins (and provider managers) edit their own organisation's branding. */
export function canEditBranding(session: Session): boolean {
  return session.organization !== null && hasPermission(session, "create:manage_members");
}

/** Organisation admins read their organisation's log; provider managers read any. */
export function canReadAuditLog(session: Session): boolean {
  return (
    hasPermission(session, "read:organization") || hasPermission(session, "create:manage_members")
  );
}

export function canReadTags(session: Session): boolean {
  return hasPermission(session, "read:tag");
}
