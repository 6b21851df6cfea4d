import {
  type BlockNode,
  emptyParagraph,
  type InlineNode,
  isList,
  isTextLeaf,
  type ListItemNode,
  type ListNode,
  plainText,
  type RichTextDocument,
} from "./rich-text.ts";

/** Editor rules of spec 1 §4 that do not depend on the editor library. */
export const editedMarker = " (edited)";

function withMarkerInItem(item: ListItemNode): ListItemNode {
  const last = item.children.at(-1);
  if (last && !isTextLeaf(last) && isList(last)) {
    return { ...item, children: [...item.children.slice(0, -1), withMarkerInList(last)] };
  }
  return { ...item, children: [...item.children, { text: editedMarker }] };
}

function withMarkerInList(list: ListNode): ListNode {
  const lastItem = list.children.at(-1);
  if (!lastItem) return list;
  return { ...list, children: [...list.children.slice(0, -1), withMarkerInItem(lastItem)] };
}

function withMarkerInBlock(block: BlockNode): BlockNode {
  if (isList(block)) return withMarkerInList(block);
  return { ...block, children: [...block.children, { text: editedMarker }] };
}

/**
 * Appends " (edited)" at the end of the last line, unmarked, and only once. Returns a new
 * document; the one passed in is left as it was.
 */
export function withEditedMarker(document: RichTextDocument): RichTextDocument {
  const last = document.at(-1);
  if (!last || plainText(document).endsWith(editedMarker)) return document;
  return [...document.slice(0, -1), withMarkerInBlock(last)];
}

/**
 * The mention query while typing: "@" at the start of the text or after whitespace, then at
 * least one word character, with the cursor at the end of that word. Returns null otherwise,
 * including inside e-mail addresses ("jane@x").
 */
export function mentionQuery(textBeforeCursor: string, textAfterCursor = ""): string | null {
  if (/^[\p{L}\p{N}_]/u.test(textAfterCursor)) return null;
  const match = /(?:^|\s)@([\p{L}\p{N}_]+)$/u.exec(textBeforeCursor);
  return match?.[1] ?? null;
}

/** "-" or "*" starts a bulleted list, "1." (any number) a numbered one, when typed then space. */
export function listTypeForMarker(marker: string): ListNode["type"] | null {
  if (marker === "-" || marker === "*") return "bulleted-list";
  if (/^\d+\.$/.test(marker)) return "numbered-list";
  return null;
}

function linkText(node: InlineNode): string | null {
  if (isTextLeaf(node) || node.type !== "link") return null;
  return node.children.map((leaf) => leaf.text).join("");
}

function withoutEmptyLinks(children: InlineNode[]): InlineNode[] {
  return children.filter((child) => linkText(child) !== "");
}

function cleanItem(item: ListItemNode): ListItemNode {
  const children = item.children.flatMap((child): ListItemNode["children"] => {
    if (isList(child)) return [cleanList(child)];
    return linkText(child) === "" ? [] : [child];
  });
  return { ...item, children: children.length > 0 ? children : [{ text: "" }] };
}

function cleanList(list: ListNode): ListNode {
  return { ...list, children: list.children.map(cleanItem) };
}

/**
 * Removes links without text. A block whose only child was such a link becomes an empty
 * paragraph; an emptied list item keeps one empty text so the list stays valid.
 */
export function removeEmptyLinks(document: RichTextDocument): RichTextDocument {
  return document.map((block): BlockNode => {
    if (isList(block)) return cleanList(block);
    const children = withoutEmptyLinks(block.children);
    return children.length > 0 ? { ...block, children } : emptyParagraph();
  });
}
