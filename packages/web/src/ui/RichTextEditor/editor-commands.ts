import type { MentionNode } from "@tierwise/common/rich-text";
import { mentionQuery } from "@tierwise/common/rich-text-editing";
import { Editor, Element, type BaseRange as Range, Range as Ranges, Text, Transforms } from "slate";
import { isMentionElement } from "./editor-value.ts";
import "./slate-types.ts";

/** Marks, headings, links and mentions (spec 1 §3, §4, §5), as commands on a Slate editor. */

export type Mark = "bold" | "italics" | "underline";

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  const marks = Editor.marks(editor) as Record<string, unknown> | null;
  return marks?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

/** A hex colour, or null to go back to the text colour. */
export function setColour(editor: Editor, colour: string | null): void {
  if (colour === null) Editor.removeMark(editor, "colour");
  else Editor.addMark(editor, "colour", colour);
}

export function activeColour(editor: Editor): string | null {
  const colour = (Editor.marks(editor) as Record<string, unknown> | null)?.colour;
  return typeof colour === "string" ? colour : null;
}

type HeadingType = "heading-one" | "heading-two";

function topLevelBlock(node: unknown, path: number[]): boolean {
  return (
    path.length === 1 &&
    Element.isElement(node) &&
    (node.type === "paragraph" || node.type === "heading-one" || node.type === "heading-two")
  );
}

export function isHeadingActive(editor: Editor, type: HeadingType): boolean {
  const [match] = Editor.nodes(editor, {
    match: (node, path) =>
      topLevelBlock(node, path) && Element.isElement(node) && node.type === type,
  });
  return match !== undefined;
}

/** Paragraphs and headings switch; list items stay list items. */
export function toggleHeading(editor: Editor, type: HeadingType): void {
  const next = isHeadingActive(editor, type) ? "paragraph" : type;
  Transforms.setNodes(editor, { type: next }, { match: topLevelBlock });
}

const isLink = (node: unknown) => Element.isElement(node) && node.type === "link";
const isMention = (node: unknown) => Element.isElement(node) && isMentionElement(node);

export function isLinkActive(editor: Editor): boolean {
  const [match] = Editor.nodes(editor, { match: isLink });
  return match !== undefined;
}

/**
 * Spec 1 §5: link toggling is disabled when the selection spans several blocks or contains a
 * mention (and, naturally, when there is no selection).
 */
export function canToggleLink(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [start, end] = Ranges.edges(selection);
  const isBlock = (node: unknown) => Element.isElement(node) && Editor.isBlock(editor, node);
  const startBlock = Editor.above(editor, { at: start, match: isBlock });
  const endBlock = Editor.above(editor, { at: end, match: isBlock });
  if (!startBlock || !endBlock || startBlock[1].join() !== endBlock[1].join()) return false;
  const [mention] = Editor.nodes(editor, { at: selection, match: isMention, voids: true });
  return mention === undefined;
}

/** Removes the link around the selection, or makes the selection (or the url itself) a link. */
export function toggleLink(editor: Editor, url: string): void {
  if (!canToggleLink(editor)) return;
  if (isLinkActive(editor)) {
    Transforms.unwrapNodes(editor, { match: isLink });
    return;
  }
  const { selection } = editor;
  if (selection && Ranges.isCollapsed(selection)) {
    Transforms.insertNodes(editor, { type: "link", url, children: [{ text: url }] });
    Transforms.move(editor, { unit: "offset" });
  } else {
    Transforms.wrapNodes(editor, { type: "link", url, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: "end" });
  }
}

export type MentionMatch = { query: string; range: Range };

/**
 * The "@word" being typed at the cursor (spec 1 §4): '@' at a word start, then word
 * characters, with the cursor at the end of the word. Null otherwise.
 */
export function currentMention(editor: Editor): MentionMatch | null {
  const { selection } = editor;
  if (!selection || !Ranges.isCollapsed(selection)) return null;
  const { path, offset } = selection.anchor;
  const [leaf] = Editor.node(editor, path);
  if (!Text.isText(leaf)) return null;
  const query = mentionQuery(leaf.text.slice(0, offset), leaf.text.slice(offset));
  if (query === null) return null;
  return {
    query,
    range: { anchor: { path, offset: offset - query.length - 1 }, focus: { path, offset } },
  };
}

/** Replaces the typed "@word" with the mention and a space (spec 1 §4). */
export function insertMention(editor: Editor, range: Range, mention: MentionNode): void {
  Transforms.select(editor, range);
  Transforms.insertNodes(editor, { ...mention, children: [{ text: "" }] });
  Transforms.move(editor);
  Editor.insertText(editor, " ");
}
