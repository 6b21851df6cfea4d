import type { Action, SubjectOf } from "@tierwise/common/policy/can";
import { type Actor, type TenantActor, requireTenant as tenantOf } from "../core/actor.ts";
import { authorize } from "../core/authorize.ts";
import type { ServiceDeps } from "../core/deps.ts";
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

/**
 * The signed-in actor inside an organisation whom the feature's rule allows the action;
 * FORBIDDEN otherwise. The rule is the one the web asks too (common/policy).
 */
export async function requireAllowed<A extends Action>(
  ctx: GraphQLContext,
  action: A,
  ...subject: SubjectOf<A> extends undefined ? [] : [SubjectOf<A>]
): Promise<TenantActor> {
  const actor = await requireTenantActor(ctx);
  authorize(actor, action, ...subject);
  return actor;
}

/**
 * Calls a service the way every service is called: with the app's deps and the tenant actor
 * of the request (UNAUTHENTICATED, or FORBIDDEN before an organisation is chosen), then its input.
 */
export async function asTenant<Args extends unknown[], Result>(
  ctx: GraphQLContext,
  service: (deps: ServiceDeps, actor: TenantActor, ...args: Args) => Promise<Result>,
  ...args: Args
): Promise<Result> {
  return service(ctx.deps, await requireTenantActor(ctx), ...args);
}

/**
 * asTenant for the heavy reads (quick and advanced search, the case, alert and portfolio lists,
 * dashboards' widget data): the service's deps read from the read replica when one is set up,
 * answers, and this session or token has not written lately (db/read-routing.ts). Only for
 * services that never write: a replica refuses writes.
 */
export async function asTenantReading<Args extends unknown[], Result>(
  ctx: GraphQLContext,
  service: (deps: ServiceDeps, actor: TenantActor, ...args: Args) => Promise<Result>,
  ...args: Args
): Promise<Result> {
  const actor = await requireTenantActor(ctx);
  return ctx.reads.run((db) => service({ ...ctx.deps, db }, actor, ...args));
}

/** The same for services a signed-in person uses with or without an organisation. */
export async function asActor<Args extends unknown[], Result>(
  ctx: GraphQLContext,
  service: (deps: ServiceDeps, actor: Actor, ...args: Args) => Promise<Result>,
  ...args: Args
): Promise<Result> {
  return service(ctx.deps, await requireActor(ctx), ...args);
}
