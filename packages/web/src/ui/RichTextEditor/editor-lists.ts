import { maxListDepth } from "@tierwise/common/rich-text";
import { Editor, Element, Node, type NodeEntry, Path, Transforms } from "slate";
import type { EditorList, EditorListItem } from "./editor-value.ts";
import "./slate-types.ts";

/** Nested lists (spec 1 §3: depth 4), Tab/Shift+Tab and the list buttons, on a Slate editor. */

export function isListElement(node: unknown): node is EditorList {
  return (
    Element.isElement(node) && (node.type === "bulleted-list" || node.type === "numbered-list")
  );
}

function isListItem(node: unknown): node is EditorListItem {
  return Element.isElement(node) && node.type === "list-item";
}

/** The innermost list item holding the selection. */
export function listItemAbove(editor: Editor): NodeEntry<EditorListItem> | undefined {
  return Editor.above(editor, { match: isListItem }) as NodeEntry<EditorListItem> | undefined;
}

/** How many lists contain the node at `path` (1 for an item of a top-level list). */
export function listDepthAt(editor: Editor, path: Path): number {
  let depth = 0;
  for (const [node] of Node.ancestors(editor, path)) if (isListElement(node)) depth += 1;
  return depth;
}

/** How many list levels an item carries below itself. */
function nestedDepth(item: EditorListItem): number {
  let deepest = 0;
  for (const child of item.children) {
    if (isListElement(child)) {
      deepest = Math.max(deepest, 1 + Math.max(0, ...child.children.map(nestedDepth)));
    }
  }
  return deepest;
}

/**
 * Tab: the item moves into a list under the item before it. Refused (false) for the first item
 * of a list and when the item or its own nested lists would go deeper than four levels.
 */
export function indentListItem(editor: Editor): boolean {
  const entry = listItemAbove(editor);
  if (!entry) return false;
  const [item, path] = entry;
  if (path[path.length - 1] === 0) return false;
  if (listDepthAt(editor, path) + 1 + nestedDepth(item) > maxListDepth) return false;
  const list = Node.parent(editor, path) as EditorList;
  const previousPath = Path.previous(path);
  const previous = Node.get(editor, previousPath) as EditorListItem;
  const last = previous.children[previous.children.length - 1];
  Editor.withoutNormalizing(editor, () => {
    if (isListElement(last)) {
      const lastPath = [...previousPath, previous.children.length - 1];
      Transforms.moveNodes(editor, { at: path, to: [...lastPath, last.children.length] });
    } else {
      Transforms.wrapNodes(editor, { type: list.type, children: [] }, { at: path });
      Transforms.moveNodes(editor, { at: path, to: [...previousPath, previous.children.length] });
    }
  });
  return true;
}

/**
 * Shift+Tab: the item moves one level up; at the top level it becomes paragraphs again. Items
 * after it in its list become its own nested list, so the reading order stays the same.
 */
export function outdentListItem(editor: Editor): boolean {
  const entry = listItemAbove(editor);
  if (!entry) return false;
  const [item, path] = entry;
  const listPath = Path.parent(path);
  const list = Node.get(editor, listPath) as EditorList;
  const index = path[path.length - 1] ?? 0;
  const following = list.children.length - 1 - index;
  const parentItemPath = listPath.length > 1 ? Path.parent(listPath) : null;
  const parentItem = parentItemPath ? Node.get(editor, parentItemPath) : null;
  Editor.withoutNormalizing(editor, () => {
    if (following > 0) {
      const nestedPath = [...path, item.children.length];
      Transforms.insertNodes(editor, { type: list.type, children: [] }, { at: nestedPath });
      for (let moved = 0; moved < following; moved += 1) {
        Transforms.moveNodes(editor, { at: [...listPath, index + 1], to: [...nestedPath, moved] });
      }
    }
    if (parentItemPath && isListItem(parentItem)) {
      Transforms.moveNodes(editor, { at: path, to: Path.next(parentItemPath) });
    } else {
      const itemPath = Path.next(listPath);
      Transforms.moveNodes(editor, { at: path, to: itemPath });
      Transforms.setNodes(
        editor,
        { type: "paragraph" },
        {
          at: itemPath,
          match: (node, nodePath) =>
            Element.isElement(node) &&
            node.type === "list-item-text" &&
            nodePath.length === itemPath.length + 1,
        },
      );
      Transforms.unwrapNodes(editor, { at: itemPath });
    }
    if ((Node.get(editor, listPath) as EditorList).children.length === 0) {
      Transforms.removeNodes(editor, { at: listPath });
    }
  });
  return true;
}

/** Turns the top-level paragraph or heading at `path` into a one-item list. */
export function wrapBlockInList(editor: Editor, path: Path, type: EditorList["type"]): void {
  Editor.withoutNormalizing(editor, () => {
    Transforms.setNodes(editor, { type: "list-item-text" }, { at: path });
    Transforms.wrapNodes(editor, { type: "list-item", children: [] }, { at: path });
    Transforms.wrapNodes(editor, { type, children: [] }, { at: path });
  });
}

/** The list buttons: same type again leaves the list, the other type switches it. */
export function toggleList(editor: Editor, type: EditorList["type"]): void {
  const list = Editor.above(editor, { match: isListElement }) as NodeEntry<EditorList> | undefined;
  if (list && list[0].type === type) {
    for (let level = 0; level <= maxListDepth && listItemAbove(editor); level += 1) {
      outdentListItem(editor);
    }
    return;
  }
  if (list) {
    Transforms.setNodes(editor, { type }, { at: list[1] });
    return;
  }
  const blocks = Array.from(
    Editor.nodes(editor, {
      match: (node, path) =>
        path.length === 1 &&
        Element.isElement(node) &&
        (node.type === "paragraph" || node.type === "heading-one" || node.type === "heading-two"),
    }),
  );
  const paths = blocks.map(([, path]) => path);
  Editor.withoutNormalizing(editor, () => {
    for (const path of [...paths].reverse()) wrapBlockInList(editor, path, type);
    // One-item lists made from consecutive paragraphs become one list.
    for (let index = paths.length - 1; index > 0; index -= 1) {
      const path = paths[index];
      const before = paths[index - 1];
      if (path && before && path[0] === (before[0] ?? 0) + 1) {
        Transforms.mergeNodes(editor, { at: path });
      }
    }
  });
}
