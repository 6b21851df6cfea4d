import { messages } from "@tierwise/common/messages";
import type { MentionNode } from "@tierwise/common/rich-text";
import type { PickedRecipient } from "../../ui/RecipientPicker.tsx";
import type { MentionOption } from "../../ui/RichTextEditor/mention-option.ts";
import type { MentionCandidate } from "./recipients.graphql.ts";

/** A candidate as the mention node the editor inserts (user-mention or group-mention). */
export function mentionNodeOf(candidate: MentionCandidate): MentionNode {
  if (candidate.__typename === "MentionTeam") {
    return {
      type: "group-mention",
      id: candidate.id,
      displayName: candidate.name,
      children: [{ text: "" }],
    };
  }
  return {
    type: "user-mention",
    id: candidate.id,
    displayName: candidate.name,
    email: candidate.email,
    children: [{ text: "" }],
  };
}

export function mentionOptionOf(candidate: MentionCandidate): MentionOption {
  return {
    key: `${candidate.__typename}:${candidate.id}`,
    label: candidate.name,
    description:
      candidate.__typename === "MentionTeam"
        ? messages.teamMembers(candidate.members.length)
        : candidate.email,
    mention: mentionNodeOf(candidate),
  };
}

export function recipientOf(candidate: MentionCandidate): PickedRecipient {
  return candidate.__typename === "MentionTeam"
    ? { type: "Team", id: candidate.id, name: candidate.name, email: null }
    : { type: "User", id: candidate.id, name: candidate.name, email: candidate.email };
}
