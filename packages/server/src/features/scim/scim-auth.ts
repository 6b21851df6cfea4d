import { scimScope } from "@tierwise/common/policy/api-scopes";
import { can } from "@tierwise/common/policy/can";
import type { FastifyRequest } from "fastify";
import type { TenantActor } from "../../core/actor.ts";
import type { Database } from "../../db/client.ts";
import { authenticateBearer, invalidApiTokenMessage } from "../api-tokens/bearer-auth.ts";
import { ScimError } from "./scim-errors.ts";

/**
 * The actor a SCIM request acts as: the service account of an organisation service token that
 * carries the scim scope. Bearer tokens only: cookies are never read here, so CSRF cannot
 * reach these routes. The token lookup is the one the request limit already made (per token).
 */
export async function scimActorOf(db: Database, request: FastifyRequest): Promise<TenantActor> {
  const bearer = await authenticateBearer(db, request);
  if (bearer.kind !== "accepted") throw new ScimError(401, invalidApiTokenMessage);
  // A personal token cannot carry the scope (the input refuses it); checked again here because
  // the directory must never be driven by one person's token.
  if (bearer.token.kind !== "service" || !bearer.token.scopes.includes(scimScope)) {
    throw new ScimError(
      401,
      "This token cannot provision: SCIM needs an organisation service token with the scim scope.",
    );
  }
  if (!can(bearer.actor, "scim.provision")) {
    throw new ScimError(
      403,
      "The token's service account may not manage members and teams: give it the organisation administrator role.",
    );
  }
  return bearer.actor;
}
