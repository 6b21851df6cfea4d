import { z } from "zod";
import { multiLineText, oneLineName } from "./text.ts";

/** A tag's limits, read by the server's check and the web form alike. */
export const tagLimits = { value: 100, description: 500 } as const;

/** createTag / updateTag input: the server parses it, the form checks each field with it. */
export const tagInputSchema = z.object({
  value: oneLineName(tagLimits.value),
  description: multiLineText(tagLimits.description).nullish(),
});
