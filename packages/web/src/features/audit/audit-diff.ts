/** A compact before → after diff of an audit entry's JSON values (Settings → Audit log). */

export type DiffKind = "added" | "removed" | "changed";

export interface DiffLine {
  /** Dotted path of the changed value ("settings.userAccountLimit"); "" for a whole value. */
  path: string;
  before: string;
  after: string;
  kind: DiffKind;
}

export const noValue = "—";
const maxValueLength = 120;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Leaves by dotted path; arrays and scalars are leaves. */
function flatten(value: unknown, prefix: string, into: Map<string, unknown>): Map<string, unknown> {
  if (isPlainObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0 && prefix !== "") into.set(prefix, value);
    for (const key of keys) flatten(value[key], prefix ? `${prefix}.${key}` : key, into);
  } else if (value !== undefined) {
    into.set(prefix, value);
  }
  return into;
}

/** One value in a few characters: strings as they are, lists comma-separated, JSON otherwise. */
export function formatAuditValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) return noValue;
  if (typeof value === "string") text = value === "" ? '""' : value;
  else if (typeof value === "number" || typeof value === "boolean") text = String(value);
  else if (Array.isArray(value)) {
    text =
      value.length === 0
        ? "[]"
        : value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join(", ");
  } else text = JSON.stringify(value);
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The changed leaves between before and after, by path; unchanged values are left out. */
export function auditDiff(before: unknown, after: unknown): DiffLine[] {
  const beforeLeaves = flatten(before, "", new Map());
  const afterLeaves = flatten(after, "", new Map());
  const paths = [...new Set([...beforeLeaves.keys(), ...afterLeaves.keys()])].sort();
  const lines: DiffLine[] = [];
  for (const path of paths) {
    const hadBefore = beforeLeaves.has(path) && beforeLeaves.get(path) !== null;
    const hasAfter = afterLeaves.has(path) && afterLeaves.get(path) !== null;
    const old = beforeLeaves.get(path);
    const next = afterLeaves.get(path);
    if (same(old, next)) continue;
    if (!hadBefore && !hasAfter) continue;
    lines.push({
      path,
      before: formatAuditValue(old),
      after: formatAuditValue(next),
      kind: !hadBefore ? "added" : !hasAfter ? "removed" : "changed",
    });
  }
  return lines;
}

/** "member.role_changed" → "Member: role changed". */
export function auditActionLabel(action: string): string {
  const [subject = "", verb = ""] = action.split(".", 2);
  const words = (text: string) => text.replace(/_/g, " ");
  const head = words(subject);
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  return verb ? `${capitalised}: ${words(verb)}` : capitalised;
}

/** Actions the server records (packages/server audit entries), for the filter. */
export const auditActions = [
  "api_token.created",
  "api_token.refused",
  "api_token.revoked",
  "feature_flag.override_set",
  "invitation.accepted",
  "invitation.accepted_sso",
  "invitation.resent",
  "invitation.sent",
  "member.deactivated",
  "member.reactivated",
  "member.role_changed",
  "member.sso_provisioned",
  "organization.branding_updated",
  "organization.created",
  "organization.deactivated",
  "organization.reactivated",
  "organization.settings_updated",
  "organization.updated",
  "sso_connection.created",
  "sso_connection.updated",
  "tag.created",
  "tag.deleted",
  "tag.updated",
  "team.created",
  "team.deactivated",
  "team.deleted",
  "team.member_removed",
  "team.members_added",
  "team.reactivated",
  "team.renamed",
] as const;
