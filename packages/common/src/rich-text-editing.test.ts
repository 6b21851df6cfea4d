import { describe, expect, it } from "vitest";
import { plainText, type RichTextDocument } from "./rich-text.ts";
import {
  editedMarker,
  listTypeForMarker,
  mentionQuery,
  removeEmptyLinks,
  withEditedMarker,
} from "./rich-text-editing.ts";

describe("withEditedMarker", () => {
  it("appends ' (edited)' as unmarked text to the last paragraph", () => {
    const document: RichTextDocument = [
      { type: "paragraph", children: [{ text: "first" }] },
      { type: "paragraph", children: [{ text: "Done", bold: true }] },
    ];
    expect(withEditedMarker(document)).toEqual([
      { type: "paragraph", children: [{ text: "first" }] },
      { type: "paragraph", children: [{ text: "Done", bold: true }, { text: " (edited)" }] },
    ]);
    expect(editedMarker).toBe(" (edited)");
  });

  it("appends only once", () => {
    const document: RichTextDocument = [{ type: "paragraph", children: [{ text: "Done" }] }];
    const once = withEditedMarker(document);
    expect(withEditedMarker(once)).toBe(once);
    expect(plainText(withEditedMarker(once))).toBe("Done (edited)");
  });

  it("leaves the given document unchanged", () => {
    const document: RichTextDocument = [{ type: "heading-two", children: [{ text: "Title" }] }];
    withEditedMarker(document);
    expect(document).toEqual([{ type: "heading-two", children: [{ text: "Title" }] }]);
  });

  it("appends to the last item of a trailing nested list", () => {
    const document: RichTextDocument = [
      {
        type: "bulleted-list",
        children: [
          { type: "list-item", children: [{ text: "a" }] },
          {
            type: "list-item",
            children: [
              { text: "b" },
              {
                type: "numbered-list",
                children: [{ type: "list-item", children: [{ text: "b.1" }] }],
              },
            ],
          },
        ],
      },
    ];
    const marked = withEditedMarker(document);
    expect(plainText(marked)).toBe("a\nb\nb.1 (edited)");
    expect(withEditedMarker(marked)).toBe(marked);
  });

  it("returns an empty document as it is", () => {
    expect(withEditedMarker([])).toEqual([]);
  });
});

describe("mentionQuery", () => {
  it.each([
    ["@jo", "jo"],
    ["Hi @jo", "jo"],
    ["Hi\n@Jo_2", "Jo_2"],
    ["ask @José", "José"],
    ["@a @bob", "bob"],
  ])("%j → %j", (before, expected) => {
    expect(mentionQuery(before)).toBe(expected);
  });

  it.each([
    ["no at sign", "hello"],
    ["a bare at sign", "Hi @"],
    ["an e-mail address", "mail jane@x"],
    ["a space after the word", "@jo "],
    ["punctuation after the word", "@jo."],
  ])("is null for %s", (_, before) => {
    expect(mentionQuery(before)).toBeNull();
  });

  it("is null when the cursor is inside a word", () => {
    expect(mentionQuery("@jo", "hn")).toBeNull();
    expect(mentionQuery("@jo", " and")).toBe("jo");
    expect(mentionQuery("@jo", ".")).toBe("jo");
  });
});

describe("listTypeForMarker", () => {
  it("turns - and * into a bulleted list", () => {
    expect(listTypeForMarker("-")).toBe("bulleted-list");
    expect(listTypeForMarker("*")).toBe("bulleted-list");
  });

  it("turns a number and a dot into a numbered list", () => {
    expect(listTypeForMarker("1.")).toBe("numbered-list");
    expect(listTypeForMarker("12.")).toBe("numbered-list");
  });

  it.each(["", "--", "1", "a.", "1.2", "+", " -"])("ignores %j", (marker) => {
    expect(listTypeForMarker(marker)).toBeNull();
  });
});

describe("removeEmptyLinks", () => {
  const emptyLink = { type: "link" as const, url: "https://a.example", children: [{ text: "" }] };
  const link = { type: "link" as const, url: "https://a.example", children: [{ text: "a" }] };

  it("removes empty links and keeps the rest", () => {
    expect(
      removeEmptyLinks([
        { type: "paragraph", children: [{ text: "see " }, emptyLink, link, { text: "." }] },
      ]),
    ).toEqual([{ type: "paragraph", children: [{ text: "see " }, link, { text: "." }] }]);
  });

  it("replaces a block whose only child was an empty link with an empty paragraph", () => {
    expect(removeEmptyLinks([{ type: "heading-one", children: [emptyLink] }])).toEqual([
      { type: "paragraph", children: [{ text: "" }] },
    ]);
  });

  it("keeps a list item valid when its only child was an empty link", () => {
    expect(
      removeEmptyLinks([
        {
          type: "bulleted-list",
          children: [
            {
              type: "list-item",
              children: [
                emptyLink,
                {
                  type: "numbered-list",
                  children: [{ type: "list-item", children: [emptyLink] }],
                },
              ],
            },
          ],
        },
      ]),
    ).toEqual([
      {
        type: "bulleted-list",
        children: [
          {
            type: "list-item",
            children: [
              {
                type: "numbered-list",
                children: [{ type: "list-item", children: [{ text: "" }] }],
              },
            ],
          },
        ],
      },
    ]);
  });

  it("keeps a link whose text is only spaces", () => {
    const spaced = { ...link, children: [{ text: " " }] };
    expect(removeEmptyLinks([{ type: "paragraph", children: [spaced] }])).toEqual([
      { type: "paragraph", children: [spaced] },
    ]);
  });
});
