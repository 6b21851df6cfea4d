import { type Actor, type TenantActor, requireTenant as tenantOf } from "../core/actor.ts";
import { UnauthenticatedError } from "../core/errors.ts";
import type { GraphQLContext } from "./context.ts";

/** The signed-in actor, or UNAUTHENTICATED. */
export async function requireActor(ctx: GraphQLContext): Promise<Actor> {
  const actor = await ctx.actor();
  if (!actor) throw new UnauthenticatedError();
  return actor;
}

/** The signed-in actor inside an organisation; FORBIDDEN before one is chosen. */
export async function requireTenantActor(ctx: GraphQLContext): Promise<TenantActor> {
  return tenantOf(await requireActor(ctx));
}

/** Older names, kept while features move over to requireActor / requireTenantActor. */
export const requireViewer = requireActor;
export const requireTenant = requireTenantActor;
export type TenantViewer = TenantActor;
