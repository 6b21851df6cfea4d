import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";

/** "Müller & Söhne GmbH" → "muller-sohne-gmbh"; names with no Latin letters give "company". */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80)
    .replace(/-$/, "");
  return slug === "" ? "company" : slug;
}

async function takenAmong(db: Database, candidates: string[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const rows = await db.execute<{ slug: string }>(
    sql`select slug from companies where slug = any(${sql.param(candidates)}::text[])`,
    "objects",
  );
  return new Set(rows.map((r) => r.slug));
}

/** Numbered variants tried per round, and rounds before a random suffix. */
const variantsPerRound = 8;
const rounds = 3;

/**
 * Gives new companies free slugs for one import run: the name's slug, else name-2, name-3 …
 * Every batch costs one query for the plain slugs and one per round for the taken ones; the run
 * remembers the last number used per name, so a name repeated a thousand times in a file does
 * not probe the same numbers again.
 */
export class SlugAllocator {
  /** Slugs given out and not yet written. */
  readonly reserved = new Set<string>();
  private readonly nextNumber = new Map<string, number>();

  async allocate(db: Database, bases: string[]): Promise<string[]> {
    const taken = await takenAmong(db, [...new Set(bases)]);
    const result: (string | undefined)[] = bases.map((base) => {
      if (taken.has(base) || this.reserved.has(base) || this.nextNumber.has(base)) return undefined;
      this.reserved.add(base);
      return base;
    });
    let pending = bases.flatMap((_base, i) => (result[i] === undefined ? [i] : []));
    for (let round = 0; round < rounds && pending.length > 0; round++) {
      const variants = new Map<string, string[]>();
      for (const i of pending) {
        const base = bases[i] as string;
        if (variants.has(base)) continue;
        const start = this.nextNumber.get(base) ?? 2;
        variants.set(
          base,
          Array.from({ length: variantsPerRound }, (_, k) => `${base}-${start + k}`),
        );
        this.nextNumber.set(base, start + variantsPerRound);
      }
      const takenVariants = await takenAmong(db, [...variants.values()].flat());
      const left: number[] = [];
      for (const i of pending) {
        const base = bases[i] as string;
        const free = variants
          .get(base)
          ?.find((v) => !takenVariants.has(v) && !this.reserved.has(v));
        if (free) {
          this.reserved.add(free);
          result[i] = free;
        } else left.push(i);
      }
      // The next batch starts after the numbers this one used.
      for (const [base, list] of variants) {
        const used = list.filter((v) => this.reserved.has(v) || takenVariants.has(v));
        const last = used.at(-1);
        if (last) this.nextNumber.set(base, Number(last.slice(base.length + 1)) + 1);
      }
      pending = left;
    }
    for (const i of pending) {
      // 48 random bits after the name: unique without another query.
      const slug = `${bases[i]}-${randomBytes(6).toString("hex")}`;
      this.reserved.add(slug);
      result[i] = slug;
    }
    return result as string[];
  }

  /** Slugs now stored need no reservation: the database answers for them. */
  written(slugs: Iterable<string>): void {
    for (const slug of slugs) this.reserved.delete(slug);
  }
}
