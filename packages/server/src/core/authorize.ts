import { type Action, can, type SubjectOf } from "@tierwise/common/policy/can";
import type { Actor } from "./actor.ts";
import { ForbiddenCodeError } from "./errors.ts";

/**
 * The one server-side check: FORBIDDEN unless the feature's rule allows the action. Rules live
 * in packages/common/src/policy, so the web asks the very same rule to show or hide a control.
 */
export function authorize<A extends Action>(
  actor: Actor,
  action: A,
  ...subject: SubjectOf<A> extends undefined ? [] : [SubjectOf<A>]
): void {
  if (!can(actor, action, ...subject)) throw new ForbiddenCodeError();
}
