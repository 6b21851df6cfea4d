import type { MembersVariables } from "./members.graphql.ts";

/** Members per page (issue 3; the server's default page size too). */
export const membersPageSize = 25;

export type MemberStatusFilter = "all" | "verified" | "pending";

/** What the /members filters hold. `page` starts at 1. */
export interface MembersFilters {
  page: number;
  query: string;
  teamIds: readonly string[];
  status: MemberStatusFilter;
}

export const initialMembersFilters: MembersFilters = {
  page: 1,
  query: "",
  teamIds: [],
  status: "all",
};

/** The `members` query variables for the filters: unset filters are left out, not sent empty. */
export function membersVariables(filters: MembersFilters): MembersVariables {
  const variables: MembersVariables = {
    first: membersPageSize,
    offset: (Math.max(1, Math.floor(filters.page)) - 1) * membersPageSize,
  };
  const query = filters.query.trim();
  if (query !== "") variables.query = query;
  if (filters.teamIds.length > 0) variables.filter = { groups: [...filters.teamIds] };
  if (filters.status !== "all") variables.verified = filters.status === "verified";
  return variables;
}

export function pageCount(itemsCount: number): number {
  return Math.max(1, Math.ceil(itemsCount / membersPageSize));
}
