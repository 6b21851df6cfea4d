import { z } from "zod";
import {
  commentAccessTypes,
  commentKinds,
  commentMessages,
  commentRecipientTypes,
} from "../comments.ts";
import { messages } from "../messages.ts";
import { isEmptyDocument, type RichTextDocument, richTextDocumentSchema } from "../rich-text.ts";
import { richTextHasControls, textMessages } from "./text.ts";

/** Most recipients and attachments one comment takes: bounds the work of one request. */
export const commentInputLimits = { recipients: 100, attachments: 20 } as const;

/**
 * A comment's document: any value that is not a valid rich-text document is the spec's one
 * message, on the field as a whole (the web shows it under the editor, not under a node).
 */
export const commentDocumentSchema = z.unknown().transform((value, ctx): RichTextDocument => {
  const parsed = richTextDocumentSchema.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", message: messages.jsonSchemaValidation });
    return z.NEVER;
  }
  if (isEmptyDocument(parsed.data)) {
    ctx.addIssue({ code: "custom", message: messages.required });
    return z.NEVER;
  }
  if (richTextHasControls(parsed.data)) {
    ctx.addIssue({ code: "custom", message: textMessages.controlCharacters });
    return z.NEVER;
  }
  return parsed.data;
});

export const commentRecipientSchema = z.object({
  type: z.enum(commentRecipientTypes),
  id: z.string().min(1),
});
export type CommentRecipientInput = z.infer<typeof commentRecipientSchema>;

/**
 * Access: public clears the recipients (spec 2 §5), private needs at least one
 * ('Recipients are required', on permission.recipients).
 */
export const commentPermissionSchema = z
  .object({
    type: z.enum(commentAccessTypes),
    recipients: z.array(commentRecipientSchema).max(commentInputLimits.recipients).nullish(),
  })
  .transform((permission, ctx) => {
    if (permission.type === "public") return { type: "public" as const, recipients: [] };
    const recipients = permission.recipients ?? [];
    if (recipients.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["recipients"],
        message: commentMessages.recipientsRequired,
      });
      return z.NEVER;
    }
    const unique = new Map(recipients.map((r) => [`${r.type}:${r.id}`, r]));
    return { type: "private" as const, recipients: [...unique.values()] };
  });
export type CommentPermissionInput = z.output<typeof commentPermissionSchema>;

const attachmentKeys = z.array(z.string().min(1).max(200)).max(commentInputLimits.attachments);

/** addComment: the document, access (public when left out), attachments and kind. */
export const addCommentInputSchema = z.object({
  comment: commentDocumentSchema,
  permission: commentPermissionSchema.nullish(),
  attachmentKeys: attachmentKeys.nullish(),
  kind: z.enum(commentKinds).nullish(),
});

/** updateComment: a new document; access and attachments stay as they are when left out. */
export const updateCommentInputSchema = z.object({
  comment: commentDocumentSchema,
  permission: commentPermissionSchema.nullish(),
  attachmentKeys: attachmentKeys.nullish(),
});
