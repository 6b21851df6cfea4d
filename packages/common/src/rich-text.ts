import { z } from "zod";
import { hexColorSchema } from "./organization-settings.ts";
import { isSafeNextPath } from "./redirect.ts";

/**
 * Rich-text documents of notes, comments and cases (spec 1 §3), in Slate's node JSON: elements
 * have a `type` and `children`, text leaves have `text` and optional marks. As Slate requires,
 * every element has at least one child; a link's text is its text children, and mentions are
 * void inlines whose single child is an empty text leaf.
 */
export type TextLeaf = {
  text: string;
  bold?: boolean;
  italics?: boolean;
  underline?: boolean;
  /** A hex colour such as "#c92a2a". */
  colour?: string;
};

export type UserMentionNode = {
  type: "user-mention";
  id: string;
  displayName: string;
  email: string;
  children: TextLeaf[];
};
export type GroupMentionNode = {
  type: "group-mention";
  id: string;
  displayName: string;
  children: TextLeaf[];
};
/** A mention whose target kind is not recorded; the email is there when it is a user. */
export type GenericMentionNode = {
  type: "mention";
  id: string;
  displayName: string;
  email?: string;
  children: TextLeaf[];
};
export type MentionNode = UserMentionNode | GroupMentionNode | GenericMentionNode;

export type LinkNode = { type: "link"; url: string; children: TextLeaf[] };
export type InlineNode = TextLeaf | MentionNode | LinkNode;

export type ParagraphNode = { type: "paragraph"; children: InlineNode[] };
export type HeadingNode = { type: "heading-one" | "heading-two"; children: InlineNode[] };
export type ListItemNode = { type: "list-item"; children: (InlineNode | ListNode)[] };
export type ListNode = { type: "bulleted-list" | "numbered-list"; children: ListItemNode[] };
export type BlockNode = ParagraphNode | HeadingNode | ListNode;
export type RichTextDocument = BlockNode[];

export const listTypes = ["bulleted-list", "numbered-list"] as const;
export const headingTypes = ["heading-one", "heading-two"] as const;
export const mentionTypes = ["mention", "user-mention", "group-mention"] as const;
export const maxListDepth = 4;

const textLeafSchema = z.object({
  text: z.string(),
  bold: z.boolean().optional(),
  italics: z.boolean().optional(),
  underline: z.boolean().optional(),
  colour: hexColorSchema.optional(),
});

const textChildren = z.array(textLeafSchema).min(1);
const mentionTarget = { id: z.string().min(1), displayName: z.string(), children: textChildren };
// Stored addresses are shown, not sent to: a lenient check keeps old documents readable.
const mentionEmail = z.string().max(254);

const mentionSchema = z.union([
  z.object({ type: z.literal("user-mention"), ...mentionTarget, email: mentionEmail }),
  z.object({ type: z.literal("group-mention"), ...mentionTarget }),
  z.object({ type: z.literal("mention"), ...mentionTarget, email: mentionEmail.optional() }),
]);

const webOrMailUrl = z.url({ protocol: /^(https?|mailto)$/ });

/** Links go to web or mail addresses, or to paths on this site; never javascript: or data:. */
export function isAllowedLinkUrl(url: string): boolean {
  return isSafeNextPath(url) || webOrMailUrl.safeParse(url).success;
}

const linkSchema = z.object({
  type: z.literal("link"),
  url: z.string().max(2048).refine(isAllowedLinkUrl),
  children: textChildren,
});

// Text leaves last: an element that also carries a stray `text` key must stay an element.
const inlineSchema = z.union([mentionSchema, linkSchema, textLeafSchema]);
const inlineChildren = z.array(inlineSchema).min(1);

// One schema per nesting level instead of a recursive one: the depth limit is structural, and
// a maliciously deep value is rejected at level five rather than recursed into.
function listSchemaAtLevel(level: number): z.ZodType<ListNode> {
  const itemChild =
    level < maxListDepth ? z.union([inlineSchema, listSchemaAtLevel(level + 1)]) : inlineSchema;
  const listItemSchema = z.object({
    type: z.literal("list-item"),
    children: z.array(itemChild).min(1),
  });
  return z.object({ type: z.enum(listTypes), children: z.array(listItemSchema).min(1) });
}

const blockSchema = z.union([
  z.object({ type: z.literal("paragraph"), children: inlineChildren }),
  z.object({ type: z.enum(headingTypes), children: inlineChildren }),
  listSchemaAtLevel(1),
]);

export const richTextDocumentSchema: z.ZodType<RichTextDocument> = z.array(blockSchema).min(1);

export function emptyParagraph(): ParagraphNode {
  return { type: "paragraph", children: [{ text: "" }] };
}

export function emptyDocument(): RichTextDocument {
  return [emptyParagraph()];
}

/**
 * The document if the value (or the JSON text of one) matches the schema, otherwise an empty
 * paragraph document: the editor then starts empty (spec 1 §5).
 */
export function parseRichText(value: unknown): RichTextDocument {
  let candidate = value;
  if (typeof value === "string") {
    try {
      candidate = JSON.parse(value);
    } catch {
      return emptyDocument();
    }
  }
  const parsed = richTextDocumentSchema.safeParse(candidate);
  return parsed.success ? parsed.data : emptyDocument();
}

type AnyNode = BlockNode | ListItemNode | InlineNode;

export function isTextLeaf(node: AnyNode): node is TextLeaf {
  return !("type" in node);
}

export function isMention(node: AnyNode): node is MentionNode {
  return "type" in node && mentionTypes.some((type) => type === node.type);
}

export function isList(node: AnyNode): node is ListNode {
  return "type" in node && listTypes.some((type) => type === node.type);
}

function inlineText(node: InlineNode): string {
  if (isTextLeaf(node)) return node.text;
  if (isMention(node)) return `@${node.displayName}`;
  return node.children.map((leaf) => leaf.text).join("");
}

function blockLines(node: BlockNode | ListItemNode): string[] {
  if (isList(node)) return node.children.flatMap(blockLines);
  const lines: string[] = [];
  let line: string | null = null;
  for (const child of node.children) {
    if (isList(child)) {
      if (line !== null) lines.push(line);
      line = null;
      lines.push(...blockLines(child));
    } else {
      line = (line ?? "") + inlineText(child);
    }
  }
  if (line !== null || lines.length === 0) lines.push(line ?? "");
  return lines;
}

/** One line per paragraph, heading and list item, mentions as "@Name", no list markers. */
export function plainText(document: RichTextDocument): string {
  return document.flatMap(blockLines).join("\n");
}

function containsMention(node: AnyNode): boolean {
  if (isMention(node)) return true;
  return !isTextLeaf(node) && node.children.some((child: AnyNode) => containsMention(child));
}

/** Nothing but whitespace and no mentions: there is nothing to save or send. */
export function isEmptyDocument(document: RichTextDocument): boolean {
  return plainText(document).trim() === "" && !document.some(containsMention);
}
