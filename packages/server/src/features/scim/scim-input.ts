import { emailSchema } from "@tierwise/common/auth-rules";
import { teamNameMax } from "@tierwise/common/inputs/teams";
import { limits } from "@tierwise/common/limits";
import { ScimError as ScimPatchError, type ScimPatchOperation, scimPatch } from "scim-patch";
import { z } from "zod";
import { ScimError } from "./scim-errors.ts";

/**
 * Identity providers send booleans as strings too: Entra ID's PATCH says "False" and "True".
 * RFC 7643 §2.3.2 wants JSON booleans; we take both spellings so that provisioning just works.
 */
const scimBoolean = z.union([
  z.boolean(),
  z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(["true", "false"]))
    .transform((value) => value === "true"),
]);

const personName = z.string().trim().max(limits.nameMaxLength);
const externalId = z.string().trim().min(1).max(255).nullish();

/** A User as POST and PUT send it; attributes we do not keep are ignored (RFC 7643 §3.1). */
export const scimUserInput = z.object({
  /** The person's e-mail address: it is how Tierwise, its sign-in and SSO know people. */
  userName: emailSchema,
  externalId,
  name: z.object({ givenName: personName.nullish(), familyName: personName.nullish() }).nullish(),
  active: scimBoolean.default(true),
});
export type ScimUserInput = z.infer<typeof scimUserInput>;

const memberReference = z.object({ value: z.string().trim().min(1).max(100) });

/** A Group (one of the organisation's teams) as POST and PUT send it. */
export const scimGroupInput = z.object({
  displayName: z.string().trim().min(1).max(teamNameMax),
  externalId,
  members: z.array(memberReference).max(10_000).nullish(),
});
export type ScimGroupInput = z.infer<typeof scimGroupInput>;

/** Parses a request body; a bad one is 400 invalidValue naming the attribute. */
export function parseScimBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (body === null || typeof body !== "object" || Array.isArray(body))
    throw new ScimError(400, "The request body must be a JSON object.", "invalidSyntax");
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const path = issue?.path.join(".") || "body";
  throw new ScimError(400, `${path}: ${issue?.message ?? "invalid value"}`, "invalidValue");
}

const patchOperation = z.object({
  // Entra ID writes "Replace", "Add", "Remove": RFC 7644 §3.5.2 op names are case-insensitive.
  op: z
    .string()
    .transform((op) => op.toLowerCase())
    .pipe(z.enum(["add", "replace", "remove"])),
  path: z.string().max(500).optional(),
  value: z.unknown().optional(),
});
const patchRequest = z.object({
  schemas: z.array(z.string()).optional(),
  Operations: z.array(patchOperation).min(1).max(1_000),
});

/**
 * Applies a PatchOp request to a resource (RFC 7644 §3.5.2) through the scim-patch library,
 * which reads value paths such as `emails[type eq "work"].value` and `members[value eq "…"]`.
 * The caller then stores the patched resource as a PUT would: one path for both.
 */
export function applyScimPatch<T extends object>(resource: T, body: unknown): T {
  const { Operations } = parseScimBody(patchRequest, body);
  try {
    return scimPatch(
      structuredClone(resource) as never,
      Operations as ScimPatchOperation[],
    ) as unknown as T;
  } catch (error) {
    if (error instanceof ScimPatchError) {
      const scimType = error.scimCode === "noTarget" ? "noTarget" : "invalidPath";
      throw new ScimError(400, error.message, scimType);
    }
    throw error;
  }
}
