import { describe, expect, it } from "vitest";
import {
  emptyDocument,
  isAllowedLinkUrl,
  isEmptyDocument,
  type ListNode,
  parseRichText,
  plainText,
  type RichTextDocument,
  richTextDocumentSchema,
} from "./rich-text.ts";

const voidChildren = [{ text: "" }];

const fullDocument: RichTextDocument = [
  { type: "heading-one", children: [{ text: "Supplier review" }] },
  { type: "heading-two", children: [{ text: "Findings", underline: true }] },
  {
    type: "paragraph",
    children: [
      { text: "Ask ", bold: true },
      {
        type: "user-mention",
        id: "u1",
        displayName: "Jane Doe",
        email: "jane@x.test",
        children: voidChildren,
      },
      { text: " and " },
      { type: "group-mention", id: "t1", displayName: "Risk team", children: voidChildren },
      { text: " about " },
      { type: "link", url: "https://acme.example/report", children: [{ text: "the report" }] },
      { text: ".", italics: true, colour: "#c92a2a" },
    ],
  },
  {
    type: "bulleted-list",
    children: [
      { type: "list-item", children: [{ text: "one" }] },
      {
        type: "list-item",
        children: [
          { text: "two" },
          {
            type: "numbered-list",
            children: [{ type: "list-item", children: [{ text: "two.a" }] }],
          },
        ],
      },
    ],
  },
  {
    type: "paragraph",
    children: [
      {
        type: "mention",
        id: "u2",
        displayName: "Sam",
        email: "sam@x.test",
        children: voidChildren,
      },
      { type: "mention", id: "t2", displayName: "Ops", children: voidChildren },
    ],
  },
];

function nestedList(depth: number): ListNode {
  let list: ListNode = {
    type: "bulleted-list",
    children: [{ type: "list-item", children: [{ text: "leaf" }] }],
  };
  for (let level = 1; level < depth; level += 1) {
    list = {
      type: "numbered-list",
      children: [{ type: "list-item", children: [{ text: `level ${level}` }, list] }],
    };
  }
  return list;
}

describe("parseRichText", () => {
  it("keeps a document that uses every node type and mark", () => {
    expect(parseRichText(fullDocument)).toEqual(fullDocument);
  });

  it("reads the JSON text of a document", () => {
    expect(parseRichText(JSON.stringify(fullDocument))).toEqual(fullDocument);
  });

  it("allows lists nested four deep", () => {
    const document: RichTextDocument = [nestedList(4)];
    expect(parseRichText(document)).toEqual(document);
  });

  it("rejects lists nested five deep", () => {
    expect(parseRichText([nestedList(5)])).toEqual(emptyDocument());
  });

  it("rejects a maliciously deep value quickly and without throwing", () => {
    expect(parseRichText([nestedList(5000)])).toEqual(emptyDocument());
  });

  it("drops unknown fields", () => {
    expect(
      parseRichText([
        { type: "paragraph", align: "center", children: [{ text: "x", code: true }] },
      ]),
    ).toEqual([{ type: "paragraph", children: [{ text: "x" }] }]);
  });

  it("keeps an element that also carries a stray text field", () => {
    const link = { type: "link", url: "https://a.example", text: "a", children: [{ text: "a" }] };
    expect(parseRichText([{ type: "paragraph", children: [link] }])).toEqual([
      {
        type: "paragraph",
        children: [{ type: "link", url: "https://a.example", children: [{ text: "a" }] }],
      },
    ]);
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["plain text", "hello"],
    ["bad JSON", "[{"],
    ["an object", { type: "paragraph", children: [{ text: "x" }] }],
    ["an empty array", []],
    ["an unknown block type", [{ type: "quote", children: [{ text: "x" }] }]],
    ["an element without children", [{ type: "paragraph", children: [] }]],
    ["a bare text leaf at the top", [{ text: "x" }]],
    ["a non-string text", [{ type: "paragraph", children: [{ text: 5 }] }]],
    ["a non-boolean mark", [{ type: "paragraph", children: [{ text: "x", bold: "yes" }] }]],
    ["a colour that is not hex", [{ type: "paragraph", children: [{ text: "x", colour: "red" }] }]],
    ["a list item outside a list", [{ type: "list-item", children: [{ text: "x" }] }]],
    [
      "a paragraph inside a list",
      [{ type: "bulleted-list", children: [{ type: "paragraph", children: [{ text: "x" }] }] }],
    ],
    [
      "a list inside a paragraph",
      [{ type: "paragraph", children: [{ type: "bulleted-list", children: [] }] }],
    ],
    [
      "a user mention without email",
      [
        {
          type: "paragraph",
          children: [{ type: "user-mention", id: "u1", displayName: "J", children: voidChildren }],
        },
      ],
    ],
    [
      "a mention without id",
      [
        {
          type: "paragraph",
          children: [{ type: "mention", id: "", displayName: "J", children: voidChildren }],
        },
      ],
    ],
    [
      "a javascript link",
      [
        {
          type: "paragraph",
          children: [{ type: "link", url: "javascript:alert(1)", children: [{ text: "x" }] }],
        },
      ],
    ],
    [
      "a link containing a mention",
      [
        {
          type: "paragraph",
          children: [
            {
              type: "link",
              url: "https://a.example",
              children: [{ type: "mention", id: "u", displayName: "J", children: voidChildren }],
            },
          ],
        },
      ],
    ],
  ])("gives an empty paragraph document for %s", (_, value) => {
    expect(parseRichText(value)).toEqual(emptyDocument());
  });
});

describe("richTextDocumentSchema", () => {
  it("can validate input on the server", () => {
    expect(richTextDocumentSchema.safeParse(fullDocument).success).toBe(true);
    expect(richTextDocumentSchema.safeParse([nestedList(5)]).success).toBe(false);
  });
});

describe("isAllowedLinkUrl", () => {
  it.each(["https://a.example/x?y=1", "http://a.example", "mailto:jane@x.test", "/company/acme"])(
    "allows %s",
    (url) => {
      expect(isAllowedLinkUrl(url)).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,<script>",
    "vbscript:x",
    "//evil.example",
    "ftp://a.example",
    "a.example",
    "",
  ])("refuses %s", (url) => {
    expect(isAllowedLinkUrl(url)).toBe(false);
  });
});

describe("emptyDocument", () => {
  it("is one empty paragraph, new each time", () => {
    const first = emptyDocument();
    expect(first).toEqual([{ type: "paragraph", children: [{ text: "" }] }]);
    expect(emptyDocument()).not.toBe(first);
  });
});

describe("plainText", () => {
  it("writes one line per block and list item, mentions with @", () => {
    expect(plainText(fullDocument)).toBe(
      [
        "Supplier review",
        "Findings",
        "Ask @Jane Doe and @Risk team about the report.",
        "one",
        "two",
        "two.a",
        "@Sam@Ops",
      ].join("\n"),
    );
  });

  it("keeps text after a nested list on its own line", () => {
    const document: RichTextDocument = [
      {
        type: "bulleted-list",
        children: [
          {
            type: "list-item",
            children: [
              {
                type: "bulleted-list",
                children: [{ type: "list-item", children: [{ text: "inner" }] }],
              },
              { text: "after" },
            ],
          },
        ],
      },
    ];
    expect(plainText(document)).toBe("inner\nafter");
  });

  it("is empty for the empty document", () => {
    expect(plainText(emptyDocument())).toBe("");
  });
});

describe("isEmptyDocument", () => {
  it("is true for empty and whitespace-only documents", () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(
      isEmptyDocument([
        { type: "paragraph", children: [{ text: "  " }] },
        {
          type: "bulleted-list",
          children: [{ type: "list-item", children: [{ text: "\n", bold: true }] }],
        },
      ]),
    ).toBe(true);
  });

  it("is false once there is text", () => {
    expect(isEmptyDocument([{ type: "paragraph", children: [{ text: "x" }] }])).toBe(false);
    expect(
      isEmptyDocument([
        {
          type: "paragraph",
          children: [{ type: "link", url: "https://a.example", children: [{ text: "a" }] }],
        },
      ]),
    ).toBe(false);
  });

  it("is false with a mention, even one without a display name", () => {
    expect(
      isEmptyDocument([
        {
          type: "paragraph",
          children: [{ type: "group-mention", id: "t1", displayName: "", children: voidChildren }],
        },
      ]),
    ).toBe(false);
  });
});
