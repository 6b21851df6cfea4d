import type { MentionNode } from "@tierwise/common/rich-text";

/** A person or team offered while typing "@…": what the list shows and the node it inserts. */
export type MentionOption = {
  key: string;
  label: string;
  description?: string;
  mention: MentionNode;
};
