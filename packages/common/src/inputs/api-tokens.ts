import { z } from "zod";
import { apiScopes, serviceOnlyScopes } from "../policy/api-scopes.ts";
import { roleKeys } from "../roles.ts";
import { oneLineName } from "./text.ts";

/** API token limits, read by the server's check and the web form alike. */
export const apiTokenLimits = {
  name: 100,
  serviceAccountName: 100,
  /** A token always expires; a year at most, so a forgotten one cannot live for ever. */
  maxExpiresInDays: 365,
  /** Live (unrevoked) tokens per person, and service tokens per organisation. */
  personalTokens: 20,
  serviceTokens: 100,
} as const;

export const apiTokenExpiryChoices = [7, 30, 90, 365] as const;

/** createApiToken input: the server parses it, the form checks each field with it. */
export const apiTokenInputSchema = z
  .object({
    kind: z.enum(["personal", "service"]),
    name: oneLineName(apiTokenLimits.name),
    scopes: z
      .array(z.enum(apiScopes as [string, ...string[]]))
      .min(1, "Choose at least one scope.")
      .transform((scopes) => [...new Set(scopes)]),
    expiresInDays: z.number().int().min(1).max(apiTokenLimits.maxExpiresInDays),
    /** Service tokens: the service account they act as, made on first use of the name. */
    serviceAccountName: oneLineName(apiTokenLimits.serviceAccountName).nullish(),
    /** Service tokens: the role a new service account is given in the organisation. */
    serviceAccountRole: z.enum(roleKeys as [string, ...string[]]).nullish(),
  })
  .refine((input) => input.kind === "personal" || Boolean(input.serviceAccountName), {
    path: ["serviceAccountName"],
    message: "Name the service account.",
  })
  .refine(
    (input) =>
      input.kind === "service" ||
      !input.scopes.some((scope) => (serviceOnlyScopes as readonly string[]).includes(scope)),
    { path: ["scopes"], message: "Only organisation service tokens can carry the scim scope." },
  );
