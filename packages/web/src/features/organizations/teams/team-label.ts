import { messages } from "@tierwise/common/messages";

/** '{n} member(s)' (spec 1 §9); the server's memberCountLabel says the same. */
export function teamMemberLabel(count: number): string {
  return messages.teamMembers(count);
}

/** Candidates for the member modal: not yet in the team. */
export function membersToAdd<T extends { id: string }>(
  candidates: readonly T[],
  teamMemberIds: readonly string[],
): T[] {
  const inTeam = new Set(teamMemberIds);
  return candidates.filter((candidate) => !inTeam.has(candidate.id));
}
