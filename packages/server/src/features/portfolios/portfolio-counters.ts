import { count, eq, gt, gte, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { TenantActor } from "../../core/actor.ts";
import { ownedBy } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { type PortfolioRow, portfolios } from "./portfolio.table.ts";

// The maintained parts of the tree: sibling order and the four counters (portfolio.table.ts).
// Every function here runs inside the caller's transaction, after lockTree.

/** A JS array as one SQL array parameter (a plain array would expand into a value list). */
export const uuidArray = (ids: readonly string[]) => sql`${sql.param([...ids])}::uuid[]`;
export const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** The portfolio and its ancestors: the rows whose descendant counters include it. */
export const chainOf = (portfolio: Pick<PortfolioRow, "id" | "path">) => [
  ...portfolio.path,
  portfolio.id,
];

function activeSiblings(actor: TenantActor, parentId: string | null, ...conditions: SQL[]) {
  return ownedBy(
    actor,
    portfolios,
    parentId === null ? isNull(portfolios.parentId) : eq(portfolios.parentId, parentId),
    isNull(portfolios.archivedAt),
    ...conditions,
  );
}

/** Active children of a parent (the top level when null), not counting `exceptId`. */
export async function activeChildCount(
  tx: Database,
  actor: TenantActor,
  parentId: string | null,
  exceptId?: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(portfolios)
    .where(activeSiblings(actor, parentId, ...(exceptId ? [ne(portfolios.id, exceptId)] : [])));
  return row?.n ?? 0;
}

/** Takes a portfolio out of its siblings' order: the ones after it move up one place. */
export async function closeGap(
  tx: Database,
  actor: TenantActor,
  node: Pick<PortfolioRow, "id" | "parentId" | "order">,
) {
  await tx
    .update(portfolios)
    .set({ order: sql`${portfolios.order} - 1` })
    .where(
      activeSiblings(
        actor,
        node.parentId,
        gt(portfolios.order, node.order),
        ne(portfolios.id, node.id),
      ),
    );
}

/** Makes room at `index` among a parent's active children; returns the index actually used. */
export async function openGap(
  tx: Database,
  actor: TenantActor,
  parentId: string | null,
  index: number | null,
  exceptId: string,
): Promise<number> {
  const siblings = await activeChildCount(tx, actor, parentId, exceptId);
  const at = index === null ? siblings : Math.min(Math.max(index, 0), siblings);
  await tx
    .update(portfolios)
    .set({ order: sql`${portfolios.order} + 1` })
    .where(activeSiblings(actor, parentId, gte(portfolios.order, at), ne(portfolios.id, exceptId)));
  return at;
}

/**
 * Adds a subtree's weight to (or, negative, takes it from) a chain of portfolios: `portfolios`
 * active portfolios and `companies` company items, below each of them.
 */
export async function adjustChain(
  tx: Database,
  actor: TenantActor,
  chain: readonly string[],
  delta: { portfolios: number; companies: number },
) {
  if (chain.length === 0 || (delta.portfolios === 0 && delta.companies === 0)) return;
  await tx
    .update(portfolios)
    .set({
      descendantPortfolioCount: sql`${portfolios.descendantPortfolioCount} + ${delta.portfolios}`,
      descendantCompanyCount: sql`${portfolios.descendantCompanyCount} + ${delta.companies}`,
    })
    .where(ownedBy(actor, portfolios, sql`${portfolios.id} = any(${uuidArray(chain)})`));
}

/** A parent's active children count, up or down by one; nothing at the top level. */
export async function adjustChildren(
  tx: Database,
  actor: TenantActor,
  parentId: string | null,
  delta: number,
) {
  if (parentId === null) return;
  await tx
    .update(portfolios)
    .set({ childrenCount: sql`${portfolios.childrenCount} + ${delta}` })
    .where(ownedBy(actor, portfolios, eq(portfolios.id, parentId)));
}

/**
 * Company items added to (positive) or removed from (negative) several portfolios at once:
 * each portfolio's own count, and the descendant count of it and every ancestor, summed where
 * two of them share ancestors. Two statements, whatever the number of portfolios.
 */
export async function adjustCompanyCounts(
  tx: Database,
  actor: TenantActor,
  deltas: ReadonlyMap<string, number>,
) {
  const entries = [...deltas].filter(([, n]) => n !== 0);
  if (entries.length === 0) return;
  const ids = uuidArray(entries.map(([id]) => id));
  const ns = intArray(entries.map(([, n]) => n));
  await tx.execute(sql`
    update ${portfolios} set company_count = company_count + d.n
    from (select unnest(${ids}) as id, unnest(${ns}) as n) as d
    where ${ownedBy(actor, portfolios, sql`${portfolios.id} = d.id`)}`);
  await tx.execute(sql`
    update ${portfolios} set descendant_company_count = descendant_company_count + x.n
    from (
      select anc.id, sum(d.n)::int as n
      from (select unnest(${ids}) as id, unnest(${ns}) as n) as d
      join portfolios as p on p.id = d.id
      cross join lateral unnest(array_append(p.path, p.id)) as anc(id)
      group by anc.id
    ) as x
    where ${ownedBy(actor, portfolios, sql`${portfolios.id} = x.id`)}`);
}
