import { companySearchParamsSchema } from "@tierwise/common/company-search";
import {
  savedItemDescriptionSchema,
  savedItemNameSchema,
} from "@tierwise/common/inputs/saved-items";
import { z } from "zod";

const name = savedItemNameSchema;
const description = savedItemDescriptionSchema;

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
