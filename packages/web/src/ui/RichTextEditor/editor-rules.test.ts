import { maxListDepth, type RichTextDocument } from "@tierwise/common/rich-text";
import { createEditor, type Descendant, Editor, Transforms } from "slate";
import { describe, expect, it } from "vitest";
import {
  canToggleLink,
  currentMention,
  insertMention,
  toggleLink,
  toggleMark,
} from "./editor-commands.ts";
import { indentListItem, outdentListItem, toggleList } from "./editor-lists.ts";
import { fromEditorValue, initialEditorValue } from "./editor-value.ts";
import { withRichText } from "./with-rich-text.ts";

function editorWith(document: unknown): Editor {
  const editor = withRichText(createEditor());
  editor.children = initialEditorValue(document) as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}

function typeText(editor: Editor, text: string) {
  for (const character of text) Editor.insertText(editor, character);
}

const paragraph = (text: string) => ({ type: "paragraph" as const, children: [{ text }] });
const output = (editor: Editor): RichTextDocument => fromEditorValue(editor.children);

describe("rich-text editor rules", () => {
  it("uses initial content only when it matches the document schema", () => {
    expect(output(editorWith([paragraph("Hello")]))).toEqual([paragraph("Hello")]);
    // A script link and a node type the schema does not know: the editor starts empty.
    expect(
      output(editorWith([{ type: "link", url: "javascript:alert(1)", children: [{ text: "x" }] }])),
    ).toEqual([paragraph("")]);
    expect(output(editorWith([{ type: "table", children: [{ text: "x" }] }]))).toEqual([
      paragraph(""),
    ]);
    expect(output(editorWith("not json"))).toEqual([paragraph("")]);
  });

  it("toggles bold, italics and underline on the selection", () => {
    const editor = editorWith([paragraph("Hello world")]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 0 },
      focus: { path: [0, 0], offset: 5 },
    });
    toggleMark(editor, "bold");
    toggleMark(editor, "underline");
    expect(output(editor)).toEqual([
      {
        type: "paragraph",
        children: [{ text: "Hello", bold: true, underline: true }, { text: " world" }],
      },
    ]);
    toggleMark(editor, "bold");
    expect(output(editor)[0]).toEqual({
      type: "paragraph",
      children: [{ text: "Hello", underline: true }, { text: " world" }],
    });
  });

  it.each([
    ["- ", "bulleted-list"],
    ["* ", "bulleted-list"],
    ["1. ", "numbered-list"],
  ])("typing %j at the start of a line starts a %s", (marker, type) => {
    const editor = editorWith([paragraph("")]);
    Transforms.select(editor, Editor.start(editor, []));
    typeText(editor, `${marker}Steel`);
    expect(output(editor)).toEqual([
      { type, children: [{ type: "list-item", children: [{ text: "Steel" }] }] },
    ]);
  });

  it("does not start a list when the marker is not at the line start", () => {
    const editor = editorWith([paragraph("a")]);
    Transforms.select(editor, Editor.end(editor, []));
    typeText(editor, " - b");
    expect(output(editor)).toEqual([paragraph("a - b")]);
  });

  it("nests list items with Tab up to depth four, and Shift+Tab brings them back", () => {
    const items = ["one", "two", "three", "four", "five"];
    const editor = editorWith([paragraph("")]);
    Transforms.select(editor, Editor.start(editor, []));
    typeText(editor, "- one");
    for (const text of items.slice(1)) {
      editor.insertBreak();
      typeText(editor, text);
      indentListItem(editor);
    }
    // "five" could not go to a fifth level: it stays a sibling of "four".
    const document = output(editor);
    expect(document).toEqual([
      {
        type: "bulleted-list",
        children: [
          {
            type: "list-item",
            children: [
              { text: "one" },
              {
                type: "bulleted-list",
                children: [
                  {
                    type: "list-item",
                    children: [
                      { text: "two" },
                      {
                        type: "bulleted-list",
                        children: [
                          {
                            type: "list-item",
                            children: [
                              { text: "three" },
                              {
                                type: "bulleted-list",
                                children: [
                                  { type: "list-item", children: [{ text: "four" }] },
                                  { type: "list-item", children: [{ text: "five" }] },
                                ],
                              },
                            ],
                          },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(indentListItem(editor)).toBe(false);
    expect(maxListDepth).toBe(4);
    for (let level = 0; level < 4; level += 1) expect(outdentListItem(editor)).toBe(true);
    expect(output(editor).at(-1)).toEqual(paragraph("five"));
  });

  it("refuses to indent the first item of a list", () => {
    const editor = editorWith([paragraph("")]);
    Transforms.select(editor, Editor.start(editor, []));
    typeText(editor, "1. first");
    expect(indentListItem(editor)).toBe(false);
  });

  it("the list buttons wrap paragraphs and unwrap them again", () => {
    const editor = editorWith([paragraph("a"), paragraph("b")]);
    Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
    toggleList(editor, "numbered-list");
    expect(output(editor)).toEqual([
      {
        type: "numbered-list",
        children: [
          { type: "list-item", children: [{ text: "a" }] },
          { type: "list-item", children: [{ text: "b" }] },
        ],
      },
    ]);
    toggleList(editor, "bulleted-list");
    expect(output(editor)[0]?.type).toBe("bulleted-list");
    Transforms.select(editor, Editor.start(editor, []));
    toggleList(editor, "bulleted-list");
    expect(output(editor)[0]).toEqual(paragraph("a"));
  });

  it("makes a link of the selection and removes it when its text is deleted", () => {
    const editor = editorWith([paragraph("see docs")]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 4 },
      focus: { path: [0, 0], offset: 8 },
    });
    expect(canToggleLink(editor)).toBe(true);
    toggleLink(editor, "https://example.com/docs");
    expect(output(editor)).toEqual([
      {
        type: "paragraph",
        children: [
          { text: "see " },
          { type: "link", url: "https://example.com/docs", children: [{ text: "docs" }] },
          { text: "" },
        ],
      },
    ]);
    Transforms.select(editor, { path: [0, 1, 0], offset: 4 });
    for (let index = 0; index < 4; index += 1) editor.deleteBackward("character");
    expect(output(editor)).toEqual([paragraph("see ")]);
  });

  it("an empty link that was the only content leaves an empty paragraph", () => {
    const editor = editorWith([
      {
        type: "paragraph",
        children: [{ type: "link", url: "https://x.test", children: [{ text: "x" }] }],
      },
    ]);
    Transforms.select(editor, Editor.end(editor, []));
    editor.deleteBackward("character");
    expect(output(editor)).toEqual([paragraph("")]);
  });

  it("disables link toggling across blocks and over a mention", () => {
    const editor = editorWith([
      paragraph("first"),
      {
        type: "paragraph",
        children: [
          { text: "hi " },
          {
            type: "user-mention",
            id: "u1",
            displayName: "Ada",
            email: "ada@x.test",
            children: [{ text: "" }],
          },
          { text: " there" },
        ],
      },
    ]);
    Transforms.select(editor, {
      anchor: { path: [0, 0], offset: 1 },
      focus: { path: [1, 0], offset: 2 },
    });
    expect(canToggleLink(editor)).toBe(false);
    Transforms.select(editor, {
      anchor: { path: [1, 0], offset: 0 },
      focus: { path: [1, 2], offset: 3 },
    });
    expect(canToggleLink(editor)).toBe(false);
    Transforms.select(editor, {
      anchor: { path: [1, 2], offset: 1 },
      focus: { path: [1, 2], offset: 6 },
    });
    expect(canToggleLink(editor)).toBe(true);
    Transforms.deselect(editor);
    expect(canToggleLink(editor)).toBe(false);
  });

  it("finds '@word' at a word end and replaces it with a mention and a space", () => {
    const editor = editorWith([paragraph("")]);
    Transforms.select(editor, Editor.start(editor, []));
    typeText(editor, "ask mail@x");
    expect(currentMention(editor)).toBeNull();
    typeText(editor, " @ad");
    const match = currentMention(editor);
    expect(match?.query).toBe("ad");
    if (!match) return;
    insertMention(editor, match.range, {
      type: "user-mention",
      id: "u1",
      displayName: "Ada Lovelace",
      email: "ada@x.test",
      children: [{ text: "" }],
    });
    typeText(editor, "please");
    expect(output(editor)).toEqual([
      {
        type: "paragraph",
        children: [
          { text: "ask mail@x " },
          {
            type: "user-mention",
            id: "u1",
            displayName: "Ada Lovelace",
            email: "ada@x.test",
            children: [{ text: "" }],
          },
          { text: " please" },
        ],
      },
    ]);
  });
});
