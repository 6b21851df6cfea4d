import type { users } from "../../db/user.table.ts";

export const userSchema = "urn:ietf:params:scim:schemas:core:2.0:User";
export const groupSchema = "urn:ietf:params:scim:schemas:core:2.0:Group";

/** A member as SCIM reads it: the person, their membership here and what SCIM keeps. */
export type ScimUserRow = {
  user: typeof users.$inferSelect;
  active: boolean;
  /** Null while an invitation is pending. */
  acceptedAt: Date | null;
  joinedAt: Date;
  externalId: string | null;
  updatedAt: Date | null;
};

export type ScimGroupRow = {
  id: string;
  name: string;
  createdAt: Date;
  externalId: string | null;
  updatedAt: Date | null;
  members: { id: string; email: string }[];
};

/** The weak ETag of a resource (RFC 7644 §3.14): it changes whenever SCIM changes it. */
export function versionOf(lastModified: Date): string {
  return `W/"${lastModified.getTime().toString(36)}"`;
}

function meta(resourceType: "User" | "Group", location: string, created: Date, updated: Date) {
  const lastModified = updated > created ? updated : created;
  return {
    resourceType,
    created: created.toISOString(),
    lastModified: lastModified.toISOString(),
    location,
    version: versionOf(lastModified),
  };
}

/**
 * A member as a SCIM User (RFC 7643 §4.1). userName is the e-mail address, which is also the
 * one work e-mail; `active` is the membership in this organisation, not the person at large.
 */
export function toScimUser(row: ScimUserRow, baseUrl: string) {
  const { user } = row;
  const formatted = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    schemas: [userSchema],
    id: user.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: user.email,
    name: { givenName: user.firstName, familyName: user.lastName, formatted },
    displayName: formatted || user.email,
    emails: [{ value: user.email, type: "work", primary: true }],
    active: row.active,
    meta: meta("User", `${baseUrl}/Users/${user.id}`, row.joinedAt, row.updatedAt ?? row.joinedAt),
  };
}

/** A team as a SCIM Group (RFC 7643 §4.2); members are Users of this organisation only. */
export function toScimGroup(row: ScimGroupRow, baseUrl: string, withMembers = true) {
  return {
    schemas: [groupSchema],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.name,
    ...(withMembers
      ? {
          members: row.members.map((member) => ({
            value: member.id,
            display: member.email,
            type: "User",
            $ref: `${baseUrl}/Users/${member.id}`,
          })),
        }
      : {}),
    meta: meta(
      "Group",
      `${baseUrl}/Groups/${row.id}`,
      row.createdAt,
      row.updatedAt ?? row.createdAt,
    ),
  };
}

/**
 * The shape a PATCH is applied to: only what a client may change, with members as bare
 * `{ value }` objects, so that a remove naming `{"value": id}` (Entra ID's form) matches.
 */
export function patchableUser(row: ScimUserRow) {
  const { user } = row;
  return {
    userName: user.email,
    externalId: row.externalId ?? undefined,
    name: { givenName: user.firstName, familyName: user.lastName },
    emails: [{ value: user.email, type: "work", primary: true }],
    active: row.active as boolean | string,
  };
}

export function patchableGroup(row: ScimGroupRow) {
  return {
    displayName: row.name,
    externalId: row.externalId ?? undefined,
    members: row.members.map((member) => ({ value: member.id })),
  };
}
