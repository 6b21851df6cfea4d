import { z } from "zod";
import { messages } from "../messages.ts";

/** A tag's limits, read by the server's check and the web form alike. */
export const tagLimits = { value: 100, description: 500 } as const;

/** createTag / updateTag input: the server parses it, the form checks each field with it. */
export const tagInputSchema = z.object({
  value: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(tagLimits.value, messages.tooLong(tagLimits.value)),
  description: z
    .string()
    .trim()
    .max(tagLimits.description, messages.tooLong(tagLimits.description))
    .nullish(),
});
