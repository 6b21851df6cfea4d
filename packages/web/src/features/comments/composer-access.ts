import type { CommentAccess } from "@tierwise/common/comments";
import { isMention, type MentionNode, type RichTextDocument } from "@tierwise/common/rich-text";
import type { PickedRecipient } from "../../ui/RecipientPicker.tsx";

type AnyNode = RichTextDocument[number] | { type?: string; children?: unknown[] };

function collectMentions(nodes: readonly unknown[], into: MentionNode[]): void {
  for (const node of nodes as AnyNode[]) {
    if (typeof node !== "object" || node === null) continue;
    if ("type" in node && isMention(node as MentionNode)) into.push(node as MentionNode);
    else if ("children" in node && Array.isArray(node.children))
      collectMentions(node.children, into);
  }
}

/** The people and teams a document mentions, once each, in reading order. */
export function mentionedRecipients(document: RichTextDocument): PickedRecipient[] {
  const mentions: MentionNode[] = [];
  collectMentions(document, mentions);
  const seen = new Map<string, PickedRecipient>();
  for (const mention of mentions) {
    const type = mention.type === "group-mention" ? "Team" : "User";
    const key = `${type}:${mention.id}`;
    if (!seen.has(key)) {
      seen.set(key, {
        type,
        id: mention.id,
        name: mention.displayName,
        email: "email" in mention ? (mention.email ?? null) : null,
      });
    }
  }
  return [...seen.values()];
}

export const recipientKey = (recipient: { type: string; id: string }) =>
  `${recipient.type}:${recipient.id}`;

/**
 * The recipients of a private note (spec 2 §4): the people and teams mentioned (locked: a
 * mention of someone who cannot read the note would notify no one) plus those picked by hand.
 * A public note has none (switching to public clears them).
 */
export function effectiveRecipients(
  access: CommentAccess,
  mentioned: readonly PickedRecipient[],
  picked: readonly PickedRecipient[],
): PickedRecipient[] {
  if (access === "public") return [];
  const all = new Map<string, PickedRecipient>();
  for (const recipient of [...mentioned, ...picked]) all.set(recipientKey(recipient), recipient);
  return [...all.values()];
}

/** A broken mention (no id or name, a user without an address) makes a draft unusable. */
export function hasBrokenMention(document: RichTextDocument): boolean {
  const mentions: MentionNode[] = [];
  collectMentions(document, mentions);
  return mentions.some(
    (mention) =>
      mention.id.trim() === "" ||
      mention.displayName.trim() === "" ||
      (mention.type === "user-mention" && mention.email.trim() === ""),
  );
}
