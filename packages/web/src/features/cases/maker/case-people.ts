import { caseMessages } from "@tierwise/common/cases";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import type {
  CaseAccessEntry,
  CaseAccessEntryInput,
  CaseTeamRef,
  CaseUserRef,
} from "../case.graphql.ts";

/** A person's name, marked "(deactivated)" when their account is (spec 2 §3). */
export function personLabel(user: Pick<CaseUserRef, "name" | "deactivated">): string {
  return user.deactivated ? `${user.name} ${caseMessages.deactivated}` : user.name;
}

/** A case's or task's assignee as the pickers hold it: a person ("User") or a team ("Team"). */
export function assigneeOf(
  user: CaseUserRef | null,
  team: CaseTeamRef | null,
): PickedRecipient | null {
  if (user) return { type: "User", id: user.id, name: personLabel(user), email: user.email };
  if (team) return { type: "Team", id: team.id, name: team.name, email: null };
  return null;
}

/** The assignee as the inputs carry it: one of the two ids, the other cleared with null. */
export function assigneeInput(assignee: PickedRecipient | null): {
  assigneeId: string | null;
  assignedTeamId: string | null;
} {
  return {
    assigneeId: assignee?.type === "User" ? assignee.id : null,
    assignedTeamId: assignee?.type === "Team" ? assignee.id : null,
  };
}

/** Access-list entries ("user"/"team") and picker entries ("User"/"Team") are the same actors. */
export function pickedOfAccessEntry(entry: CaseAccessEntry): PickedRecipient {
  return {
    type: entry.type === "team" ? "Team" : "User",
    id: entry.id,
    name: entry.name,
    email: null,
  };
}

export function accessEntryOf(picked: { type: string; id: string }): CaseAccessEntryInput {
  return { type: picked.type === "Team" ? "team" : "user", id: picked.id };
}

/** The aclRead key of an actor: "user:{id}" or "team:{id}". */
export function aclKeyOf(picked: { type: string; id: string }): string {
  const entry = accessEntryOf(picked);
  return `${entry.type}:${entry.id}`;
}
