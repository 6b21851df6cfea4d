import type { TextLeaf } from "@tierwise/common/rich-text";
import type { EditorElement } from "./editor-value.ts";

// slate-react already declares the Editor and Text types; the elements are ours.
declare module "slate" {
  interface CustomTypes {
    Element: EditorElement;
  }
}

/** A text leaf with the document's marks (slate-react types marks as unknown). */
export type MarkedText = TextLeaf;
