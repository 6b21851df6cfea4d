import { z } from "zod";
import { messages } from "../messages.ts";
import { portfolioAccessActorTypes, portfolioFieldLimits } from "../portfolios.ts";
import { multiLineText, oneLineName } from "./text.ts";

/** createPortfolio / updatePortfolio (the edit_portfolio modal): the server parses it, the form checks with it. */
export const portfolioInputSchema = z.object({
  name: oneLineName(portfolioFieldLimits.name),
  description: multiLineText(portfolioFieldLimits.description).nullish(),
});

/** One entry of a portfolio's access list (the share prompt). */
export const portfolioAccessEntrySchema = z.object({
  actorType: z.enum(portfolioAccessActorTypes),
  /** A user, team or organisation id, or a role key for `role`. */
  actorId: z.string().min(1, messages.required),
  editable: z.boolean(),
});
export type PortfolioAccessEntryInput = z.infer<typeof portfolioAccessEntrySchema>;
