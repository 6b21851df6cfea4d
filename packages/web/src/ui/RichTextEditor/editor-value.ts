import {
  type BlockNode,
  type HeadingNode,
  type InlineNode,
  isList,
  isTextLeaf,
  type LinkNode,
  type ListItemNode,
  type ListNode,
  type MentionNode,
  mentionTypes,
  type ParagraphNode,
  parseRichText,
  type RichTextDocument,
} from "@tierwise/common/rich-text";
import { removeEmptyLinks } from "@tierwise/common/rich-text-editing";

/**
 * The editor's own shape of a document. Slate keeps an element's children either all blocks or
 * all inlines, but the stored schema lets a list item hold its text and then a nested list. In
 * the editor a list item's text therefore sits in a "list-item-text" block; these two
 * functions convert at the edges, so everything outside the editor sees only the common schema.
 */
export type ListItemTextElement = { type: "list-item-text"; children: InlineNode[] };
export type EditorList = { type: ListNode["type"]; children: EditorListItem[] };
export type EditorListItem = {
  type: "list-item";
  children: (ListItemTextElement | EditorList)[];
};
export type EditorBlock = ParagraphNode | HeadingNode | EditorList;
export type EditorElement =
  | EditorBlock
  | EditorListItem
  | ListItemTextElement
  | LinkNode
  | MentionNode;

/** Mentions among the editor's elements (common's isMention knows only stored nodes). */
export function isMentionElement(node: { type?: string }): node is MentionNode {
  return mentionTypes.some((type) => type === node.type);
}

function itemToEditor(item: ListItemNode): EditorListItem {
  const children: EditorListItem["children"] = [];
  let text: InlineNode[] | null = null;
  for (const child of item.children) {
    if (!isTextLeaf(child) && isList(child)) {
      text = null;
      children.push(listToEditor(child));
    } else {
      if (!text) {
        text = [];
        children.push({ type: "list-item-text", children: text });
      }
      text.push(child);
    }
  }
  return { type: "list-item", children };
}

function listToEditor(list: ListNode): EditorList {
  return { type: list.type, children: list.children.map(itemToEditor) };
}

/** The stored document (already schema-checked) in the editor's shape. */
export function toEditorValue(document: RichTextDocument): EditorBlock[] {
  return document.map((block) => (isList(block) ? listToEditor(block) : block));
}

function itemFromEditor(item: EditorListItem): ListItemNode {
  const children = item.children.flatMap((child): ListItemNode["children"] =>
    child.type === "list-item-text" ? child.children : [listFromEditor(child)],
  );
  return { type: "list-item", children: children.length > 0 ? children : [{ text: "" }] };
}

function listFromEditor(list: EditorList): ListNode {
  return { type: list.type, children: list.children.map(itemFromEditor) };
}

/**
 * The editor's content as a stored document: list item text unwrapped, empty links removed
 * (spec 1 §4), and checked against the schema so nothing invalid leaves the editor.
 */
export function fromEditorValue(value: readonly unknown[]): RichTextDocument {
  const blocks = (value as EditorBlock[]).map(
    (block): BlockNode =>
      block.type === "bulleted-list" || block.type === "numbered-list"
        ? listFromEditor(block)
        : (block as ParagraphNode | HeadingNode),
  );
  return parseRichText(removeEmptyLinks(blocks));
}

/** Initial content is used only when it matches the document schema (spec 1 §5). */
export function initialEditorValue(content: unknown): EditorBlock[] {
  return toEditorValue(parseRichText(content));
}
