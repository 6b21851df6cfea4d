import { listTypeForMarker } from "@tierwise/common/rich-text-editing";
import { Editor, Element, Node, type Path, Range, Text, Transforms } from "slate";
import { isListElement, listItemAbove, outdentListItem, wrapBlockInList } from "./editor-lists.ts";
import { isMentionElement } from "./editor-value.ts";
import "./slate-types.ts";

const inlineTypes = new Set(["link", "mention", "user-mention", "group-mention"]);

/** Typing "- ", "* " or "1. " at the start of a paragraph starts a list (spec 1 §4). */
function startListFromMarker(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const block = Editor.above(editor, {
    match: (node, path) =>
      path.length === 1 && Element.isElement(node) && node.type === "paragraph",
  });
  if (!block) return false;
  const [, path] = block;
  const marker = Editor.string(editor, {
    anchor: Editor.start(editor, path),
    focus: selection.anchor,
  });
  const type = listTypeForMarker(marker);
  if (!type) return false;
  Editor.withoutNormalizing(editor, () => {
    Transforms.delete(editor, {
      at: { anchor: Editor.start(editor, path), focus: selection.anchor },
    });
    wrapBlockInList(editor, path, type);
  });
  return true;
}

function isEmptyBlock(editor: Editor, path: Path): boolean {
  const node = Node.get(editor, path);
  return (
    Editor.string(editor, path) === "" &&
    !Array.from(Node.descendants(node)).some(
      ([child]) => Element.isElement(child) && isMentionElement(child),
    )
  );
}

/**
 * The document's rules as a Slate plugin: links and mentions are inline, mentions are void,
 * list markers start lists, Enter in an empty list item and Backspace at its start go up a
 * level, a heading ends with Enter, empty links disappear, and list structure stays valid.
 */
export function withRichText<T extends Editor>(editor: T): T {
  const { isInline, isVoid, markableVoid, insertText, insertBreak, deleteBackward, normalizeNode } =
    editor;

  editor.isInline = (element) => inlineTypes.has(element.type) || isInline(element);
  editor.isVoid = (element) => isMentionElement(element) || isVoid(element);
  editor.markableVoid = (element) => isMentionElement(element) || markableVoid(element);

  editor.insertText = (text, options) => {
    if (text === " " && startListFromMarker(editor)) return;
    insertText(text, options);
  };

  editor.insertBreak = () => {
    const item = listItemAbove(editor);
    const text = Editor.above(editor, {
      match: (node) => Element.isElement(node) && node.type === "list-item-text",
    });
    if (item && text) {
      if (isEmptyBlock(editor, text[1])) outdentListItem(editor);
      else Transforms.splitNodes(editor, { match: (node) => node === item[0], always: true });
      return;
    }
    const heading = Editor.above(editor, {
      match: (node) =>
        Element.isElement(node) && (node.type === "heading-one" || node.type === "heading-two"),
    });
    if (heading && editor.selection && Editor.isEnd(editor, editor.selection.anchor, heading[1])) {
      Transforms.insertNodes(editor, { type: "paragraph", children: [{ text: "" }] });
      return;
    }
    insertBreak();
  };

  editor.deleteBackward = (unit) => {
    const { selection } = editor;
    const text = Editor.above(editor, {
      match: (node) => Element.isElement(node) && node.type === "list-item-text",
    });
    if (selection && Range.isCollapsed(selection) && text) {
      if (Editor.isStart(editor, selection.anchor, text[1]) && outdentListItem(editor)) return;
    }
    deleteBackward(unit);
  };

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    if (Element.isElement(node)) {
      if (node.type === "link" && Node.string(node) === "") {
        Transforms.removeNodes(editor, { at: path });
        return;
      }
      if (node.type === "list-item") {
        // Pasted or merged inline content inside an item belongs in its text block.
        const index = node.children.findIndex(
          (child) => Text.isText(child) || (Element.isElement(child) && editor.isInline(child)),
        );
        if (index >= 0) {
          Transforms.wrapNodes(
            editor,
            { type: "list-item-text", children: [] },
            { at: [...path, index] },
          );
          return;
        }
      }
      if (isListElement(node)) {
        const index = node.children.findIndex(
          (child) => !Element.isElement(child) || child.type !== "list-item",
        );
        if (index >= 0) {
          Transforms.wrapNodes(
            editor,
            { type: "list-item", children: [] },
            { at: [...path, index] },
          );
          return;
        }
      }
      if (node.type === "list-item-text" && path.length === 1) {
        Transforms.setNodes(editor, { type: "paragraph" }, { at: path });
        return;
      }
    }
    normalizeNode(entry, options);
  };

  return editor;
}
