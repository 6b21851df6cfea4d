import type { Harness, TestClient } from "../../test/harness.ts";
import { tokenFor } from "../api-tokens/api-token-test-support.ts";

// biome-ignore lint/suspicious/noExplicitAny: SCIM answers are checked field by field.
export type Any = any;

export type ScimAnswer = { status: number; headers: Record<string, unknown>; body: Any };
export type ScimClient = (method: string, path: string, body?: unknown) => Promise<ScimAnswer>;

/** An organisation service token with the scim scope, made by the admin through the real form. */
export async function scimTokenFor(admin: TestClient, name = "Entra ID") {
  const { secret } = await tokenFor(admin, {
    kind: "SERVICE",
    name,
    scopes: ["scim"],
    serviceAccountName: name,
    serviceAccountRole: "organization_admin",
  });
  return secret;
}

/** Requests as an identity provider sends them: Bearer token, application/scim+json. */
export function scimClient(h: Harness, secret: string | null): ScimClient {
  return async (method, path, body) => {
    const response = await h.app.inject({
      method: method as "GET",
      url: `/scim/v2${path}`,
      headers: {
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/scim+json" }),
      },
      ...(body === undefined
        ? {}
        : { payload: typeof body === "string" ? body : JSON.stringify(body) }),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      body: response.body ? JSON.parse(response.body) : null,
    };
  };
}

export const userSchema = "urn:ietf:params:scim:schemas:core:2.0:User";
export const groupSchema = "urn:ietf:params:scim:schemas:core:2.0:Group";
export const patchOp = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/** A PatchOp body with these operations. */
export const patch = (...Operations: object[]) => ({ schemas: [patchOp], Operations });

/** RFC 7644 §3.3's example user, with an address of its own. */
export function rfcUser(userName: string, externalId = "bjensen") {
  return {
    schemas: [userSchema],
    userName,
    externalId,
    name: { formatted: "Ms. Barbara J Jensen III", familyName: "Jensen", givenName: "Barbara" },
  };
}
