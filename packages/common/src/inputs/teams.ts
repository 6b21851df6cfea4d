import { z } from "zod";
import { messages } from "../messages.ts";

export const teamNameMax = 100;

/** A group's name, as createTeam and renameTeam take it and the groups page checks it. */
export const teamInputSchema = z.object({
  name: z.string().trim().min(1, messages.required).max(teamNameMax, messages.tooLong(teamNameMax)),
});
