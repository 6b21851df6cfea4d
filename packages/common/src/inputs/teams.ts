import { z } from "zod";
import { oneLineName } from "./text.ts";

export const teamNameMax = 100;

/** A group's name, as createTeam and renameTeam take it and the groups page checks it. */
export const teamInputSchema = z.object({
  name: oneLineName(teamNameMax),
});
