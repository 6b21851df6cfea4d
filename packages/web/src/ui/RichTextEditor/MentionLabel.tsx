import type { MentionNode } from "@tierwise/common/rich-text";
import classes from "./rich-text.module.css";

/** A mention as text ("@Name"), used where no recipient card is wanted. */
export function MentionLabel({ mention }: { mention: MentionNode }) {
  return <span className={classes.mention}>@{mention.displayName}</span>;
}
