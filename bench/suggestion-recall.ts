/**
 * Issue 10's measure of header suggestions: recall@6 with one typing slip (a swap, a dropped,
 * doubled or wrong letter) over sampled companies, for the whole name and for its most
 * distinctive word typed alone, beside the same samples typed without a slip.
 */
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../packages/server/src/db/client.ts";
import {
  type QuickSearchHit,
  quickSearchCompanies,
  quickSearchStatuses,
} from "../packages/server/src/features/companies/company-search.service.ts";
import type { BenchRow } from "./members.ts";

export const slipKinds = ["swap", "drop", "double", "wrong"] as const;
export type SlipKind = (typeof slipKinds)[number];
type Search = (db: DatabaseHandle["db"], text: string, limit: number) => Promise<QuickSearchHit[]>;

/** mulberry32: a seeded generator, so every run types the same slips. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isLetter = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);
const pick = <T>(items: readonly T[], random: () => number) =>
  items[Math.floor(random() * items.length)] as T;

/**
 * One slip of `kind` at a random letter of `text` (by code point); a swap takes two different
 * neighbouring letters, a wrong letter is another of a–z. Null when the text has no place for
 * that slip.
 */
export function applySlip(text: string, kind: SlipKind, random: () => number): string | null {
  const chars = Array.from(text);
  const at = chars.flatMap((c, i) => (isLetter(c) ? [i] : []));
  const places =
    kind === "swap"
      ? at.filter((i) => isLetter(chars[i + 1]) && chars[i + 1] !== chars[i])
      : kind === "drop"
        ? at.filter(() => at.length > 1)
        : at;
  if (places.length === 0) return null;
  const i = pick(places, random);
  const c = chars[i] as string;
  if (kind === "swap") chars.splice(i, 2, chars[i + 1] as string, c);
  else if (kind === "drop") chars.splice(i, 1);
  else if (kind === "double") chars.splice(i, 0, c);
  else {
    const others = [..."abcdefghijklmnopqrstuvwxyz"].filter((x) => x !== c.toLowerCase());
    chars[i] = pick(others, random);
  }
  return chars.join("");
}

/** Name words as companies.name_words has them (lower case, split on anything not alnum). */
const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

type Sample = { name: string; word: string | null };

/**
 * Sampled suggestible companies, each with its distinctive word: the one of four letters or
 * more that the fewest companies hold (counted up to 10,001: beyond that none is distinctive).
 */
async function sampleCompanies(handle: DatabaseHandle, count: number): Promise<Sample[]> {
  const rows = (
    await handle.db.execute(sql`select display_name from companies
      where status_code in ${[...quickSearchStatuses]} order by md5(id::text) limit ${count}`)
  ).rows as { display_name: string }[];
  const held = new Map<string, number>();
  for (const word of new Set(rows.flatMap((r) => wordsOf(r.display_name)))) {
    if (word.length < 4) continue;
    const [row] = (
      await handle.db.execute(sql`select count(*)::int as n from (select 1 from companies
        where name_words @> array[${word}]::text[] limit 10001) as held`)
    ).rows as { n: number }[];
    held.set(word, row?.n ?? 0);
  }
  return rows.map((r) => {
    const candidates = wordsOf(r.display_name).filter((w) => held.has(w));
    candidates.sort((a, b) => (held.get(a) ?? 0) - (held.get(b) ?? 0) || b.length - a.length);
    return { name: r.display_name, word: candidates[0] ?? null };
  });
}

type Tally = { found: number; asked: number };
const percent = (t: Tally) => `${((100 * t.found) / Math.max(1, t.asked)).toFixed(1)}%`;

export type RecallFigures = {
  whole: Tally;
  word: Tally;
  wholeExact: Tally;
  wordExact: Tally;
  byKind: Record<SlipKind, { whole: Tally; word: Tally }>;
  misses: string[];
};

/**
 * Recall@6 over `count` sampled companies, each with one slip of a kind drawn at random: the
 * whole name counts as found when a suggestion bears that name (companies of one name cannot
 * be told apart by typing it), the word when a suggestion's name holds that word.
 */
export async function measureRecall(
  handle: DatabaseHandle,
  count = 500,
  search: Search = quickSearchCompanies,
  seed = 10,
): Promise<RecallFigures> {
  const random = seededRandom(seed);
  const samples = await sampleCompanies(handle, count);
  const tally = (): Tally => ({ found: 0, asked: 0 });
  const figures: RecallFigures = {
    whole: tally(),
    word: tally(),
    wholeExact: tally(),
    wordExact: tally(),
    byKind: Object.fromEntries(
      slipKinds.map((k) => [k, { whole: tally(), word: tally() }]),
    ) as RecallFigures["byKind"],
    misses: [],
  };
  const count6 = async (into: Tally[], text: string, found: (hit: QuickSearchHit) => boolean) => {
    const hit = (await search(handle.db, text, 6)).some(found);
    for (const t of into) {
      t.asked += 1;
      if (hit) t.found += 1;
    }
    return hit;
  };
  for (const { name, word } of samples) {
    const kind = pick(slipKinds, random);
    const sameName = (hit: QuickSearchHit) => hit.displayName.toLowerCase() === name.toLowerCase();
    const slipped = applySlip(name, kind, random);
    await count6([figures.wholeExact], name, sameName);
    if (slipped && !(await count6([figures.whole, figures.byKind[kind].whole], slipped, sameName)))
      figures.misses.push(`${kind}: "${slipped}" for ${name}`);
    if (!word) continue;
    const holdsWord = (hit: QuickSearchHit) => wordsOf(hit.displayName).includes(word);
    const typo = applySlip(word, kind, random);
    await count6([figures.wordExact], word, holdsWord);
    if (typo && !(await count6([figures.word, figures.byKind[kind].word], typo, holdsWord)))
      figures.misses.push(`${kind}: "${typo}" for the word ${word}`);
  }
  return figures;
}

/** The bench row for one database, and a line per slip kind on the console. */
export async function recallRow(handle: DatabaseHandle, label: string): Promise<BenchRow> {
  const started = performance.now();
  const r = await measureRecall(handle);
  const kinds = slipKinds
    .map((k) => `${k} ${percent(r.byKind[k].whole)} / ${percent(r.byKind[k].word)}`)
    .join(", ");
  console.log(`  recall@6 by slip (whole name / word): ${kinds}`);
  console.log(`  first misses: ${r.misses.slice(0, 8).join("; ")}`);
  console.log(`  recall measured in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return {
    name: `Header suggestions recall@6, one random slip (${label}, ${r.whole.asked} sampled names)`,
    figure: `whole name ${percent(r.whole)}, distinctive word alone ${percent(r.word)}`,
    baseline: `typed without a slip: ${percent(r.wholeExact)}, ${percent(r.wordExact)}`,
    ratio: (r.whole.found / r.whole.asked / (r.wholeExact.found / r.wholeExact.asked)).toFixed(2),
    target: "—",
  };
}
