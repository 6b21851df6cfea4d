import { companySearchParamsSchema } from "@tierwise/common/company-search";
import { messages } from "@tierwise/common/messages";
import { z } from "zod";

export const savedItemNameMax = 100;
export const savedItemDescriptionMax = 1000;

const name = z
  .string({ error: "Enter a name." })
  .trim()
  .min(1, "Enter a name.")
  .max(savedItemNameMax, messages.tooLong(savedItemNameMax));

/** A blank description is stored as none; left out (undefined) on update, it stays as it was. */
const description = z
  .string()
  .trim()
  .max(savedItemDescriptionMax, messages.tooLong(savedItemDescriptionMax))
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

export const savedSearchCreateSchema = z.object({
  name,
  description,
  searchParams: companySearchParamsSchema,
});

export const savedSearchUpdateSchema = z.object({
  name: name.optional(),
  description,
  searchParams: companySearchParamsSchema.optional(),
});

/** Company ids: count and existence are checked by the service against the configuration. */
export const savedComparisonCreateSchema = z.object({
  name,
  description,
  companyIds: z.array(z.string()),
});

export const savedComparisonUpdateSchema = z.object({
  name: name.optional(),
  description,
  companyIds: z.array(z.string()).optional(),
});
