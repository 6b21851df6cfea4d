import { commentAccessTypes } from "@tierwise/common/comments";
import { noteDraftVersion } from "@tierwise/common/local-preferences";
import { richTextDocumentSchema } from "@tierwise/common/rich-text";
import { z } from "zod";
import { hasBrokenMention } from "./composer-access.ts";

/** Spec 2 §9: a draft is saved 500 ms after the last change. */
export const draftDebounceMs = 500;

const draftSchema = z
  .object({
    document: richTextDocumentSchema,
    access: z.enum(commentAccessTypes),
    recipients: z.array(
      z.object({
        type: z.string().min(1),
        id: z.string().min(1),
        name: z.string(),
        email: z.string().nullable(),
      }),
    ),
  })
  // Spec 2 §4: drafts with broken mentions are discarded.
  .refine((draft) => !hasBrokenMention(draft.document));

export type NoteDraft = z.infer<typeof draftSchema>;

/**
 * The local preference of one composer's draft: per page and user (the user is the store's
 * namespace), version 1, schema-checked on read (spec 2 §3 "Note draft").
 */
export function noteDraftOptions(draftKey: string) {
  return {
    key: `note-draft:${draftKey}`,
    version: noteDraftVersion,
    schema: draftSchema.nullable(),
    defaults: null,
  };
}
