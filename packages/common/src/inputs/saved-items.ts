import { z } from "zod";
import { messages } from "../messages.ts";
import { oneLineName } from "./text.ts";

/** Saved searches' and comparisons' limits, read by the server's check and the save forms alike. */
export const savedItemLimits = { name: 100, description: 1000 } as const;

export const enterAName = "Enter a name.";

export const savedItemNameSchema = oneLineName(savedItemLimits.name, enterAName);

/** A blank description is stored as none; left out (undefined) on update, it stays as it was. */
export const savedItemDescriptionSchema = z
  .string()
  .trim()
  .max(savedItemLimits.description, messages.tooLong(savedItemLimits.description))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** The name and description of a saved search or comparison, as the save forms send them. */
export const savedItemFormSchema = z.object({
  name: savedItemNameSchema,
  description: savedItemDescriptionSchema,
});
