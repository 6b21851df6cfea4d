import { openRequestStatuses } from "@tierwise/common/company-requests";
import { eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import type { TenantActor } from "../../../core/actor.ts";
import { ownedBy } from "../../../core/tenant.ts";
import type { Database } from "../../../db/client.ts";
import type { SupplierFields } from "../../../import/supplier-row.ts";
import { bulkRequestRows, companyRequests } from "../company-request.table.ts";
import { requestKeys } from "../request-write.ts";

/**
 * Duplicates of a supplier list (issue 16): the same company twice in the file — the same
 * normalised name in the same country, the same website domain or the same DUNS, keyed as
 * requests are (request-write.ts) — and rows for which the organisation has an open request.
 */

type Keys = ReturnType<typeof requestKeys>;
export type RowKeys = Keys;

/** The identities of a row: a row is a duplicate when any of them was seen before. */
function identities(keys: Keys): string[] {
  return [
    `name:${keys.nameKey}|${keys.country ?? ""}`,
    ...(keys.websiteDomain ? [`domain:${keys.websiteDomain}`] : []),
    ...(keys.duns ? [`duns:${keys.duns}`] : []),
  ];
}

export const rowKeys = (fields: SupplierFields): Keys =>
  requestKeys({ ...fields, companyName: fields.companyName ?? "" });

/** Outcomes of rows that stand for a company: later rows of the same company duplicate them. */
const standing = ["matched", "review", "requested"] as const;

/**
 * The companies of the file seen so far: the row each identity was first seen on. Loaded from
 * the rows already processed, so a resumed job knows what the first run saw; a batch adds to
 * it only once its transaction committed (`commit`), so a failed batch leaves no trace. A batch
 * matched while the one before it is still being written sees that one's rows too.
 */
export class FileDuplicates {
  private readonly firstRow = new Map<string, number>();
  /** The rows of batches not committed yet, oldest first. */
  private readonly uncommitted: Map<string, number>[] = [];

  static async load(db: Database, actor: TenantActor, bulkRequestId: string) {
    const seen = new FileDuplicates();
    const rows = await db
      .select({ rowNumber: bulkRequestRows.rowNumber, cleaned: bulkRequestRows.cleaned })
      .from(bulkRequestRows)
      .where(
        ownedBy(
          actor,
          bulkRequestRows,
          eq(bulkRequestRows.bulkRequestId, bulkRequestId),
          inArray(bulkRequestRows.outcome, [...standing]),
          isNotNull(bulkRequestRows.cleaned),
        ),
      )
      .orderBy(bulkRequestRows.rowNumber);
    for (const row of rows)
      seen.remember(identities(rowKeys(row.cleaned as SupplierFields)), row.rowNumber);
    return seen;
  }

  private remember(keys: readonly string[], rowNumber: number) {
    for (const key of keys) if (!this.firstRow.has(key)) this.firstRow.set(key, rowNumber);
  }

  /** A view for one batch, the next rows of the file: sees the file so far and its own rows. */
  batch() {
    const pending = new Map<string, number>();
    const earlier = [...this.uncommitted];
    this.uncommitted.push(pending);
    const seenBefore = (key: string) => {
      const committed = this.firstRow.get(key);
      if (committed !== undefined) return committed;
      for (const rows of earlier) {
        const row = rows.get(key);
        if (row !== undefined) return row;
      }
      return pending.get(key);
    };
    return {
      firstRowOf: (keys: Keys): number | null => {
        for (const key of identities(keys)) {
          const row = seenBefore(key);
          if (row !== undefined) return row;
        }
        return null;
      },
      add: (keys: Keys, rowNumber: number) => {
        for (const key of identities(keys)) if (!pending.has(key)) pending.set(key, rowNumber);
      },
      commit: () => {
        for (const [key, row] of pending) if (!this.firstRow.has(key)) this.firstRow.set(key, row);
        this.uncommitted.splice(this.uncommitted.indexOf(pending), 1);
      },
    };
  }
}

export type FileDuplicatesBatch = ReturnType<FileDuplicates["batch"]>;

/**
 * Which of the rows' companies the organisation has an open request for already (not one this
 * bulk request made), in one statement for the batch: the request each row repeats, by the
 * row's position.
 */
export async function openRequestDuplicates(
  db: Database,
  actor: TenantActor,
  bulkRequestId: string,
  keys: readonly Keys[],
): Promise<Map<number, string>> {
  if (keys.length === 0) return new Map();
  const names = [...new Set(keys.map((k) => k.nameKey))];
  const domains = [...new Set(keys.flatMap((k) => (k.websiteDomain ? [k.websiteDomain] : [])))];
  const duns = [...new Set(keys.flatMap((k) => (k.duns ? [k.duns] : [])))];
  const found = await db
    .select({
      id: companyRequests.id,
      nameKey: companyRequests.nameKey,
      country: companyRequests.country,
      websiteDomain: companyRequests.websiteDomain,
      duns: companyRequests.duns,
    })
    .from(companyRequests)
    .where(
      ownedBy(
        actor,
        companyRequests,
        inArray(companyRequests.status, [...openRequestStatuses]),
        sql`${companyRequests.bulkRequestId} is distinct from ${bulkRequestId}`,
        or(
          inArray(companyRequests.nameKey, names),
          domains.length > 0 ? inArray(companyRequests.websiteDomain, domains) : undefined,
          duns.length > 0 ? inArray(companyRequests.duns, duns) : undefined,
        ),
      ),
    )
    // The oldest request a row repeats is the one it names.
    .orderBy(companyRequests.createdAt, companyRequests.id);
  const known = new Map<string, string>();
  for (const request of found) {
    for (const key of identities(request)) if (!known.has(key)) known.set(key, request.id);
  }
  const duplicates = new Map<number, string>();
  keys.forEach((k, i) => {
    const requestId = identities(k)
      .map((key) => known.get(key))
      .find((id) => id !== undefined);
    if (requestId) duplicates.set(i, requestId);
  });
  return duplicates;
}
