import { messages } from "@tierwise/common/messages";
import { type Action, can } from "@tierwise/common/policy/can";
import type { PortfolioSubject } from "@tierwise/common/policy/portfolios.policy";
import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { TenantActor } from "../../core/actor.ts";
import { authorize } from "../../core/authorize.ts";
import { ForbiddenError, NotFoundError, UnmodifiableError } from "../../core/errors.ts";
import { isUuid } from "../../core/ids.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import {
  type PortfolioRow,
  portfolioAccess,
  portfolioFavorites,
  portfolios,
} from "./portfolio.table.ts";

/** A portfolio as one viewer sees it: the row, what their access entries allow, their favourite. */
export type PortfolioView = PortfolioRow & {
  /** An editable entry on the portfolio or an ancestor names the viewer (`fullAclWrite`). */
  canWrite: boolean;
  favoriteIndex: number | null;
  canShare: boolean;
  canArchive: boolean;
};

export const portfolioNotFound = () => new NotFoundError("Portfolio not found.");

/** The access entries that name the viewer: their user id, a team they are in, their organisation, their role. */
export function namesViewer(actor: TenantActor): SQL {
  const teamIds = actor.teams.map((team) => team.id);
  return or(
    and(eq(portfolioAccess.actorType, "user"), eq(portfolioAccess.actorId, actor.userId)),
    teamIds.length > 0
      ? and(eq(portfolioAccess.actorType, "team"), inArray(portfolioAccess.actorId, teamIds))
      : undefined,
    and(eq(portfolioAccess.actorType, "org"), eq(portfolioAccess.actorId, actor.organization.id)),
    and(eq(portfolioAccess.actorType, "role"), eq(portfolioAccess.actorId, actor.role)),
  ) as SQL;
}

/** The viewer's favourite row of the portfolio, if any. */
export const onViewerFavorite = (actor: TenantActor) =>
  and(
    eq(portfolioFavorites.portfolioId, portfolios.id),
    eq(portfolioFavorites.userId, actor.userId),
  );

/**
 * Keeps the portfolios the viewer sees — those with an entry naming them on themselves or an
 * ancestor — by unnesting each one's path (itself included) and joining the access entries
 * that name the viewer; adds the viewer's favourite. Group by `visibleGroup` and read the
 * write flag with `canWriteSql`. One pass whatever the size: for 10,000 portfolios the
 * planner hashes the viewer's entries (10,000 of them for someone who made every portfolio)
 * and probes once per path element; for one portfolio it looks its few ancestors up by index.
 */
export function joinVisibility<T extends PgSelect>(query: T, actor: TenantActor): T {
  return query
    .innerJoin(
      sql`lateral unnest(array_append(${portfolios.path}, ${portfolios.id})) as anc(id)`,
      sql`true`,
    )
    .innerJoin(
      portfolioAccess,
      ownedBy(
        actor,
        portfolioAccess,
        sql`${portfolioAccess.portfolioId} = anc.id`,
        namesViewer(actor),
      ),
    )
    .leftJoin(portfolioFavorites, onViewerFavorite(actor)) as unknown as T;
}

/** Some entry naming the viewer on the portfolio or an ancestor is editable (`fullAclWrite`). */
export const canWriteSql = sql<boolean>`bool_or(${portfolioAccess.editable})`;
export const visibleGroup = [portfolios.id, portfolioFavorites.position] as const;

/**
 * Visible portfolios matching `where`, with the viewer's write flag and favourite index.
 * `outer` filters on the joined rows too (e.g. the favourite).
 */
export function visiblePortfolios(db: Database, actor: TenantActor, where?: SQL, outer?: SQL) {
  const query = db
    .select({
      portfolio: portfolios,
      canWrite: canWriteSql,
      favoriteIndex: portfolioFavorites.position,
    })
    .from(portfolios)
    .$dynamic();
  return joinVisibility(query, actor)
    .where(ownedBy(actor, portfolios, where, outer))
    .groupBy(...visibleGroup);
}

/** How many visible portfolios match. */
export async function countVisible(db: Database, actor: TenantActor, where?: SQL, outer?: SQL) {
  const query = db
    .select({ n: sql<number>`count(distinct ${portfolios.id})::int` })
    .from(portfolios)
    .$dynamic();
  const [row] = await joinVisibility(query, actor).where(ownedBy(actor, portfolios, where, outer));
  return row?.n ?? 0;
}

export function subjectOf(
  portfolio: Pick<PortfolioView, "organizationId" | "canWrite" | "isSystem">,
): PortfolioSubject {
  return {
    organizationId: portfolio.organizationId,
    canWrite: portfolio.canWrite,
    isSystem: portfolio.isSystem,
  };
}

export function toView(
  actor: TenantActor,
  found: { portfolio: PortfolioRow; canWrite: boolean | null; favoriteIndex: number | null },
): PortfolioView {
  const base = {
    ...found.portfolio,
    canWrite: found.canWrite === true,
    favoriteIndex: found.favoriteIndex,
  };
  const subject = subjectOf(base);
  return {
    ...base,
    canShare: can(actor, "portfolios.share", subject),
    canArchive: can(actor, "portfolios.archive", subject),
  };
}

/** Visible portfolios matching `where`, as views, in tree order unless the caller orders them. */
export async function loadViews(
  db: Database,
  actor: TenantActor,
  where?: SQL,
): Promise<PortfolioView[]> {
  const rows = await visiblePortfolios(db, actor, where).orderBy(
    asc(portfolios.level),
    asc(portfolios.order),
    asc(portfolios.id),
  );
  return rows.map((row) => toView(actor, row));
}

/** A visible portfolio by id; anything else (another organisation's, unshared, no uuid) is not found. */
export async function findVisible(
  db: Database,
  actor: TenantActor,
  id: string,
): Promise<PortfolioView> {
  if (!isUuid(id)) throw portfolioNotFound();
  const [view] = await loadViews(db, actor, eq(portfolios.id, id));
  if (!view) throw portfolioNotFound();
  return view;
}

type ObjectAction = Extract<
  Action,
  | "portfolios.update"
  | "portfolios.rename"
  | "portfolios.archive"
  | "portfolios.share"
  | "portfolios.favorite"
>;

/**
 * Asks the rule about a visible portfolio. Missing the permission itself (e.g. a teams member
 * archiving) is FORBIDDEN like every other rule; a visible portfolio the viewer may only read is
 * the spec's in-band 'Unauthorized.'; a system portfolio the rule keeps as it is, UNMODIFIABLE.
 */
export function authorizeOn(actor: TenantActor, action: ObjectAction, portfolio: PortfolioView) {
  const subject = subjectOf(portfolio);
  authorize(actor, action, { ...subject, canWrite: true, isSystem: false });
  if (!can(actor, action, { ...subject, isSystem: false }))
    throw new ForbiddenError(messages.unauthorized);
  if (!can(actor, action, subject)) {
    assertNotSystem(portfolio);
    throw new ForbiddenError(messages.unauthorized);
  }
}

/** System portfolios (made by bulk requests) keep their name, place and state. */
export function assertNotSystem(portfolio: PortfolioView) {
  if (portfolio.isSystem) throw new UnmodifiableError("System portfolios cannot be changed.");
}

/** Changes reach active portfolios only: an archived subtree is frozen until it is restored. */
export function assertActive(portfolio: PortfolioView) {
  if (portfolio.archivedAt !== null)
    throw new UnmodifiableError("Restore the portfolio before changing it.");
}

/**
 * Serialises the tree changes of one organisation: moves, archives, reorders and item changes
 * all adjust counters and sibling order along paths that another change may be rewriting.
 * Released with the transaction; other organisations never wait.
 */
export async function lockTree(tx: Database, actor: TenantActor) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`portfolios:${actor.organization.id}`}, 0))`,
  );
}
