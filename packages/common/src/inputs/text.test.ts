import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { commentDocumentSchema } from "./comments.ts";
import { multiLineText, oneLineName, textMessages } from "./text.ts";

const doc = (text: string) => [{ type: "paragraph", children: [{ text }] }];
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe("one-line names", () => {
  const name = oneLineName(100);

  it("refuse NUL, BEL, line breaks and bidirectional overrides", () => {
    for (const value of [
      "Acme\u0000",
      "Bell\u0007",
      "Two\r\nlines",
      "Two\nlines",
      "Tab\there",
      "Invoice \u202Efdp.exe",
      "Embed\u202A",
      "Isolate\u2066x\u2069",
      "Line\u2028separator",
      "C1\u0085",
    ]) {
      expect(firstMessage(name.safeParse(value)), JSON.stringify(value)).toBe(
        textMessages.controlCharacters,
      );
    }
  });

  it("keep ordinary text, trimmed, with its other rules", () => {
    expect(name.parse("  Café Zürich – שלום 東京 ✓ \n")).toBe("Café Zürich – שלום 東京 ✓");
    expect(firstMessage(name.safeParse("  "))).toBe(messages.required);
    expect(firstMessage(name.safeParse(undefined))).toBe(messages.required);
    expect(firstMessage(oneLineName(10, "Enter a name.").safeParse(""))).toBe("Enter a name.");
    expect(firstMessage(name.safeParse("x".repeat(101)))).toBe(messages.tooLong(100));
  });
});

describe("multi-line text", () => {
  it("keeps tabs and line breaks but refuses other control characters", () => {
    const text = multiLineText(100);
    expect(text.parse("First\r\n\tsecond")).toBe("First\r\n\tsecond");
    expect(text.parse("Right-to-left \u202E stays in prose")).toContain("\u202E");
    for (const value of ["Ding\u0007", "Nul\u0000", "Esc\u001B[31m", "Del\u007F"]) {
      expect(firstMessage(text.safeParse(value)), JSON.stringify(value)).toBe(
        textMessages.controlCharacters,
      );
    }
  });

  it("applies to a comment's rich text", () => {
    expect(commentDocumentSchema.safeParse(doc("One\ntwo")).success).toBe(true);
    expect(firstMessage(commentDocumentSchema.safeParse(doc("Ding\u0007")))).toBe(
      textMessages.controlCharacters,
    );
  });
});
