import { hasPermission, type PolicyActor } from "./policy-actor.ts";

/**
 * A portfolio as the rules see it: what the viewer's access list entries (its own, or an
 * ancestor's) give them. A portfolio with no entry for the viewer is never a subject: it does
 * not exist for them (the server answers not found before asking).
 */
export type PortfolioSubject = {
  organizationId: string;
  /** Some entry for the viewer is editable (spec 3 §3 `fullAclWrite`). */
  canWrite: boolean;
  /** System portfolios (e.g. made by a bulk request) are not renamed, moved, reordered or archived. */
  isSystem: boolean;
};

const sameOrganization = (actor: PolicyActor, portfolio: PortfolioSubject) =>
  actor.organizationId !== null && portfolio.organizationId === actor.organizationId;

const writable = (actor: PolicyActor, portfolio: PortfolioSubject) =>
  sameOrganization(actor, portfolio) && portfolio.canWrite;

/** Portfolios (spec 3 §2, §6): permissions for the kind of action, access lists for the object. */
export const portfoliosPolicy = {
  "portfolios.read": (actor: PolicyActor) => hasPermission(actor, "read:portfolio"),
  "portfolios.create": (actor: PolicyActor) => hasPermission(actor, "create:portfolio"),
  /** Change what it holds: add and remove companies, add sub-portfolios (system ones too). */
  "portfolios.update": (actor: PolicyActor, portfolio: PortfolioSubject) =>
    hasPermission(actor, "create:portfolio") && writable(actor, portfolio),
  /** Change the portfolio itself: rename, describe, move, reorder; never a system portfolio. */
  "portfolios.rename": (actor: PolicyActor, portfolio: PortfolioSubject) =>
    hasPermission(actor, "create:portfolio") && writable(actor, portfolio) && !portfolio.isSystem,
  "portfolios.archive": (actor: PolicyActor, portfolio: PortfolioSubject) =>
    hasPermission(actor, "delete:portfolio") && writable(actor, portfolio) && !portfolio.isSystem,
  "portfolios.share": (actor: PolicyActor, portfolio: PortfolioSubject) =>
    hasPermission(actor, "share:portfolio") && writable(actor, portfolio),
  /** Favourites are the viewer's own: reading the portfolio is enough. */
  "portfolios.favorite": (actor: PolicyActor, portfolio: PortfolioSubject) =>
    hasPermission(actor, "read:portfolio") && sameOrganization(actor, portfolio),
};
