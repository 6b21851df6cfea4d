import { aiReportsPolicy } from "./ai-reports.policy.ts";
import { alertsPolicy } from "./alerts.policy.ts";
import { scopesAllow } from "./api-scopes.ts";
import { apiTokensPolicy } from "./api-tokens.policy.ts";
import { casesPolicy } from "./cases.policy.ts";
import { commentsPolicy } from "./comments.policy.ts";
import { companiesPolicy } from "./companies.policy.ts";
import { companyRequestsPolicy } from "./company-requests.policy.ts";
import { dashboardsPolicy } from "./dashboards.policy.ts";
import { exportsPolicy } from "./exports.policy.ts";
import { organizationsPolicy } from "./organizations.policy.ts";
import type { PolicyActor } from "./policy-actor.ts";
import { portfoliosPolicy } from "./portfolios.policy.ts";
import { riskPolicy } from "./risk.policy.ts";
import { savedItemsPolicy } from "./saved-items.policy.ts";
import { scimPolicy } from "./scim.policy.ts";
import { tagsPolicy } from "./tags.policy.ts";
import { webhooksPolicy } from "./webhooks.policy.ts";
import { workflowsPolicy } from "./workflows.policy.ts";

/** Every feature's rules, one per action. A new feature adds its policy here (one line). */
const rules = {
  ...organizationsPolicy,
  ...tagsPolicy,
  ...companiesPolicy,
  ...savedItemsPolicy,
  ...exportsPolicy,
  ...portfoliosPolicy,
  ...commentsPolicy,
  ...casesPolicy,
  ...companyRequestsPolicy,
  ...alertsPolicy,
  ...riskPolicy,
  ...aiReportsPolicy,
  ...dashboardsPolicy,
  ...workflowsPolicy,
  ...apiTokensPolicy,
  ...scimPolicy,
  ...webhooksPolicy,
};

export type Action = keyof typeof rules;
type RuleOf<A extends Action> = (typeof rules)[A];
/** The object an object-level rule looks at (undefined for rules about the actor alone). */
export type SubjectOf<A extends Action> =
  Parameters<RuleOf<A>> extends [PolicyActor, infer S] ? S : undefined;

export const actions = Object.keys(rules) as Action[];

/**
 * May this actor do this (to this subject)? The same answer on the server and in the web. An
 * API token's actor must hold a scope covering the action first, and then its owner's rule
 * decides: a token never does more than the person or service account behind it.
 */
export function can<A extends Action>(
  actor: PolicyActor | null,
  action: A,
  ...subject: SubjectOf<A> extends undefined ? [] : [SubjectOf<A>]
): boolean {
  if (!actor) return false;
  if (actor.apiScopes && !scopesAllow(actor.apiScopes, action)) return false;
  const rule = rules[action] as (a: PolicyActor, s?: unknown) => boolean;
  return rule(actor, subject[0]);
}
