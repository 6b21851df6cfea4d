/** A corporate-family member as the hierarchy query returns it. */
export type FamilyMember = {
  id: string;
  slug: string;
  displayName: string;
  duns: string | null;
  countryCode: string | null;
  city: string | null;
  familyRoleCode: string | null;
  familyRole: string | null;
  parentId: string | null;
  depth: number;
  employeeCount: number | null;
  revenueUsd: number | null;
};

/**
 * Members in tree order: each member directly followed by its subtree, siblings by name. The
 * server lists members level by level; an indented tree needs depth-first order. Members whose
 * parent is not in the list start their own subtree (the top, or a filtered-out parent).
 */
export function treeOrder<Member extends Pick<FamilyMember, "id" | "parentId" | "displayName">>(
  members: readonly Member[],
): Member[] {
  const ids = new Set(members.map((member) => member.id));
  const children = new Map<string | null, Member[]>();
  for (const member of members) {
    const parent = member.parentId !== null && ids.has(member.parentId) ? member.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(member);
    children.set(parent, list);
  }
  for (const list of children.values()) {
    list.sort((a, b) => a.displayName.localeCompare(b.displayName));
  }
  const ordered: Member[] = [];
  const visited = new Set<string>();
  const stack = [...(children.get(null) ?? [])].reverse();
  while (stack.length > 0) {
    const member = stack.pop() as Member;
    if (visited.has(member.id)) continue;
    visited.add(member.id);
    ordered.push(member);
    stack.push(...[...(children.get(member.id) ?? [])].reverse());
  }
  // A cycle in bad data leaves members unreached; show them rather than lose them.
  return [...ordered, ...members.filter((member) => !visited.has(member.id))];
}

/** From the top of the family down to the member (inclusive); empty when it is not listed. */
export function pathFromTop<Member extends Pick<FamilyMember, "id" | "parentId">>(
  members: readonly Member[],
  id: string,
): Member[] {
  const byId = new Map(members.map((member) => [member.id, member]));
  const path: Member[] = [];
  let current = byId.get(id);
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

export function directSubsidiaries<Member extends Pick<FamilyMember, "parentId" | "displayName">>(
  members: readonly Member[],
  id: string,
): Member[] {
  return members
    .filter((member) => member.parentId === id)
    .sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Members per value of `key`, largest group first (ties by name); missing values as "Unknown". */
export function countBy<Member>(
  members: readonly Member[],
  key: (member: Member) => string | null,
): { value: string; members: number }[] {
  const counts = new Map<string, number>();
  for (const member of members) {
    const value = key(member) ?? "Unknown";
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([value, count]) => ({ value, members: count }))
    .sort((a, b) => b.members - a.members || a.value.localeCompare(b.value));
}
