import { z } from "zod";
import { messages } from "../messages.ts";
import { portfolioAccessActorTypes, portfolioFieldLimits } from "../portfolios.ts";

/** createPortfolio / updatePortfolio (the edit_portfolio modal): the server parses it, the form checks with it. */
export const portfolioInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.required)
    .max(portfolioFieldLimits.name, messages.tooLong(portfolioFieldLimits.name)),
  description: z
    .string()
    .trim()
    .max(portfolioFieldLimits.description, messages.tooLong(portfolioFieldLimits.description))
    .nullish(),
});

/** One entry of a portfolio's access list (the share prompt). */
export const portfolioAccessEntrySchema = z.object({
  actorType: z.enum(portfolioAccessActorTypes),
  /** A user, team or organisation id, or a role key for `role`. */
  actorId: z.string().min(1, messages.required),
  editable: z.boolean(),
});
export type PortfolioAccessEntryInput = z.infer<typeof portfolioAccessEntrySchema>;
