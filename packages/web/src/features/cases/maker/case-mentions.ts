import { parseRichText } from "@tierwise/common/rich-text";
import type { PickedRecipient } from "../../../ui/RecipientPicker.tsx";
import { mentionedRecipients } from "../../comments/composer-access.ts";
import type { SupplierCase } from "../case.graphql.ts";
import { aclKeyOf } from "./case-people.ts";

/**
 * The people and teams a comment mentions who cannot see the case (spec 2 §4): on a private
 * case, those neither on its access list nor its creator. A public case is seen by everyone.
 */
export function mentionedWithoutAccess(
  comment: unknown,
  supplierCase: Pick<SupplierCase, "private" | "aclRead" | "creator">,
): PickedRecipient[] {
  if (!supplierCase.private) return [];
  const allowed = new Set([...supplierCase.aclRead, `user:${supplierCase.creator.id}`]);
  return mentionedRecipients(parseRichText(comment)).filter(
    (recipient) => !allowed.has(aclKeyOf(recipient)),
  );
}

/** "Grace Hopper", "Grace Hopper and Buyers", "A, B and C". */
export function namesOf(people: readonly { name: string }[]): string {
  const names = people.map((person) => person.name);
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
