import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import { companies } from "../../companies/company.table.ts";
import { matchableStatuses } from "./company-lookups.ts";
import { legalSuffixes } from "./company-name.ts";
import { NameWordDictionary } from "./name-word-dictionary.ts";
import type { MatchInput } from "./score-match.ts";
import {
  type CompactTrigrams,
  compactOverlap,
  compactTrigrams,
  isAscii,
  trigramSimilarityTo,
  trigramsOf,
} from "./trigrams.ts";

/**
 * Known companies with names like the rows', for a whole batch of a supplier list (blocking,
 * in record-linkage terms). Supplier lists and our names differ mostly in legal forms,
 * punctuation, case and words added at the end, seldom in more than one slip of one word, so a
 * row's candidates are the companies whose name words (companies.name_words, GIN-indexed) hold
 * its first two significant words — both, or either — closest by pg_trgm similarity first;
 * scoreMatch then judges them.
 *
 * Measured at a million companies before settling on this: a whole-name pg_trgm probe (`%`) per
 * row took 15 ms (common trigrams make the index return thousands of names), and reading every
 * company holding the first word took as long in heap reads. Reading the three blocks per row
 * took 0.75 ms a row, 0.6 of it the two blocks of one word; those depend on the word alone and
 * supplier lists repeat their words ("Trading", a place, a group's name), so each is read once
 * per bulk request and kept (NameCandidates), and the ranking by similarity is done here. Only
 * ids and the names' trigrams are kept: the companies scored are read in full per batch
 * (match-companies.ts).
 */

/** Look-alikes kept per row for scoring, and with those tied with the last, at most. */
const candidatesPerRow = 6;
const tiedCandidatesMax = 12;
/** Companies read per row holding both words (the likely ones), and holding either one. */
const bothWordsCandidates = 20;
const oneWordCandidates = 12;
/**
 * Companies the kept one-word blocks hold at most: about 120 bytes each (an id and its name's
 * compact trigrams), so 36 MB. A list of 100,000 rows has some 20,000 distinct blocking words,
 * 12 companies each.
 */
const keptCompaniesMax = 300_000;

/** Words that say nothing about which company a name means. */
const fillerWords: ReadonlySet<string> = new Set(["the", "and", "pt", "cv", "of"]);

/** A name's words as companies.name_words splits names. */
const nameWordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");

/** The first two significant words. */
function blockingWords(name: string): string[] {
  return nameWordsOf(name)
    .filter((word) => word.length >= 3 && !fillerWords.has(word))
    .slice(0, 2);
}

/**
 * The words a company holding the whole name must hold: every word but fillers and legal forms
 * (which names drop and add), short ones included. Short names and symbols ("3M", "AT&T",
 * "GE Aerospace", "ON Semiconductor") have no blocking word of three letters or only a common
 * one, and a word's slips can crowd a capped block ("Entergy" under "Energy"): companies
 * holding all the words are few and are read as a block of their own.
 */
function wholeNameWords(name: string): string[] {
  const words = nameWordsOf(name);
  const significant = words.filter((word) => !fillerWords.has(word) && !legalSuffixes.has(word));
  return [...new Set(significant.length > 0 ? significant : words)].sort();
}

/**
 * The companies of a block: their ids, and their names' trigrams (lower-cased, as pg_trgm
 * compares them) packed one after the other, the i-th ending at ends[i]. A name that is not
 * ASCII is kept as text instead (`others`), its trigrams computed when compared.
 */
type Block = {
  ids: string[];
  trigrams: CompactTrigrams;
  ends: Uint32Array;
  others: Map<number, string>;
};

function blockOf(companies: readonly { id: string; name: string }[]): Block {
  const names = companies.map(({ name }) => name.toLowerCase());
  const others = new Map<number, string>();
  const parts = names.map((name, i) => {
    if (isAscii(name)) return compactTrigrams(trigramsOf(name));
    others.set(i, name);
    return new Uint16Array(0);
  });
  const ends = new Uint32Array(parts.length);
  const trigrams = new Uint16Array(parts.reduce((length, part) => length + part.length, 0));
  let end = 0;
  parts.forEach((part, i) => {
    trigrams.set(part, end);
    end += part.length;
    ends[i] = end;
  });
  return { ids: companies.map(({ id }) => id), trigrams, ends, others };
}

const emptyBlock = blockOf([]);

/** A block to read: the companies whose name words hold one of `first` (and one of `second`). */
type BlockQuery = { i: number; first: readonly string[]; second?: readonly string[] };

/**
 * Reads a batch's blocks in one transaction: those of one word, `oneWordCandidates` companies
 * each, and those of both words (the GIN index intersects them), `bothWordsCandidates` each.
 * The planner cannot tell how many companies hold a word (it guesses 1%) and, with the cap,
 * would rather read the table in order until enough turn up (300 ms a block at a million
 * companies), so sequential scans are off for this transaction only.
 */
async function readBlocks(
  db: Database,
  oneWord: readonly BlockQuery[],
  bothWords: readonly BlockQuery[],
  wholeNames: readonly BlockQuery[],
): Promise<[Block[], Block[], Block[]]> {
  const holds = (words: string) => sql`${companies.nameWords} && ${sql.raw(words)}`;
  const wheres = {
    one: holds("b.first"),
    both: sql`${holds("b.first")} and ${holds("b.second")}`,
    whole: sql`${companies.nameWords} @> b.first`,
  };
  const read = async (tx: Database, queries: readonly BlockQuery[], kind: keyof typeof wheres) => {
    if (queries.length === 0) return [];
    const where = wheres[kind];
    const limit = kind === "one" ? oneWordCandidates : bothWordsCandidates;
    // Statuses are checked after the cap: inside it, the planner walks the status index.
    const rows = rowsOf<{ i: number; id: string; name: string }>(
      await tx.execute(sql`
        select b.i, c.id, c.name
        from jsonb_to_recordset(${JSON.stringify(queries)}::jsonb)
          as b(i int, first text[], second text[])
        cross join lateral (
          select ${companies.id} as id, ${companies.displayName} as name,
            ${companies.statusCode} as status
          from ${companies} where ${where} limit ${limit}
        ) as c
        where c.status in ${[...matchableStatuses]}`),
    );
    const found = queries.map((): { id: string; name: string }[] => []);
    for (const { i, id, name } of rows) found[i]?.push({ id, name });
    return found.map(blockOf);
  };
  if (oneWord.length === 0 && bothWords.length === 0 && wholeNames.length === 0)
    return [[], [], []];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return [
      await read(tx, oneWord, "one"),
      await read(tx, bothWords, "both"),
      await read(tx, wholeNames, "whole"),
    ];
  });
}

/** What a row's blocks are: its two blocking words, the first with its one-slip neighbours. */
type RowWords = {
  name: string;
  first: string[];
  firstWord: string;
  second: string | null;
  whole: string[];
};

/**
 * The name candidates of one bulk request's rows, batch after batch, keeping the one-word
 * blocks read so far (the least recently used go first once keptCompaniesMax is reached).
 */
export class NameCandidates {
  private readonly oneWordBlocks = new Map<string, Block>();
  private keptCompanies = 0;
  private readonly dictionary: NameWordDictionary;

  constructor(dictionary: NameWordDictionary) {
    this.dictionary = dictionary;
  }

  /** For a whole supplier list: every name word known, in memory. */
  static async load(db: Database): Promise<NameCandidates> {
    return new NameCandidates(await NameWordDictionary.load(db));
  }

  /**
   * For a few inputs (one request, a batch of alert organisations): only the known words one
   * slip from the inputs' blocking words, so the candidates are those a whole list would get.
   */
  static async near(db: Database, inputs: readonly MatchInput[]): Promise<NameCandidates> {
    const words = inputs.flatMap((input) => blockingWords(input.companyName).slice(0, 1));
    return new NameCandidates(await NameWordDictionary.near(db, words));
  }

  /** The ids of each input's look-alikes, closest first, in input order. */
  async of(db: Database, inputs: readonly MatchInput[]): Promise<string[][]> {
    const rows = inputs.map((input): RowWords | null => {
      const whole = wholeNameWords(input.companyName);
      if (whole.length === 0) return null;
      const [firstWord = "", second] = blockingWords(input.companyName);
      // A misspelt first word ("Nrothwind Traders") would leave only the second word, often
      // a common one whose capped block misses the company: it stands for its neighbours too.
      const first = firstWord ? this.dictionary.slipsOf(firstWord) : [];
      return { name: input.companyName, first, firstWord, second: second ?? null, whole };
    });
    // This batch's one-word blocks: those kept, then those read now.
    const blocks = new Map<string, Block>();
    const missing = new Map<string, BlockQuery>();
    const pairs = new Map<string, BlockQuery>();
    const wholes = new Map<string, BlockQuery>();
    const wantOneWord = (key: string, words: readonly string[]) => {
      if (blocks.has(key) || missing.has(key)) return;
      const kept = this.kept(key);
      if (kept) blocks.set(key, kept);
      else missing.set(key, { i: missing.size, first: words });
    };
    for (const row of rows) {
      if (!row) continue;
      if (row.first.length > 0) wantOneWord(firstKey(row), row.first);
      if (row.second) wantOneWord(secondKey(row.second), [row.second]);
      const pair = pairKey(row);
      if (row.first.length > 0 && row.second && !pairs.has(pair))
        pairs.set(pair, { i: pairs.size, first: row.first, second: [row.second] });
      const whole = wholeKey(row);
      if (!wholes.has(whole)) wholes.set(whole, { i: wholes.size, first: row.whole });
    }
    const [read, both, whole] = await readBlocks(
      db,
      [...missing.values()],
      [...pairs.values()],
      [...wholes.values()],
    );
    [...missing.keys()].forEach((key, i) => {
      const block = read[i] ?? emptyBlock;
      blocks.set(key, block);
      this.keep(key, block);
    });
    return rows.map((row) => {
      if (!row) return [];
      return closest(row.name, [
        whole[wholes.get(wholeKey(row))?.i ?? -1] ?? emptyBlock,
        both[pairs.get(pairKey(row))?.i ?? -1] ?? emptyBlock,
        blocks.get(firstKey(row)) ?? emptyBlock,
        (row.second && blocks.get(secondKey(row.second))) || emptyBlock,
      ]);
    });
  }

  private kept(key: string): Block | undefined {
    const block = this.oneWordBlocks.get(key);
    if (!block) return undefined;
    // Most recently used last, so eviction takes the first.
    this.oneWordBlocks.delete(key);
    this.oneWordBlocks.set(key, block);
    return block;
  }

  private keep(key: string, block: Block) {
    this.oneWordBlocks.set(key, block);
    this.keptCompanies += block.ids.length;
    for (const [oldest, evicted] of this.oneWordBlocks) {
      if (this.keptCompanies <= keptCompaniesMax) break;
      this.oneWordBlocks.delete(oldest);
      this.keptCompanies -= evicted.ids.length;
    }
  }
}

const firstKey = (row: RowWords) => `first:${row.firstWord}`;
const secondKey = (word: string) => `word:${word}`;
const pairKey = (row: RowWords) => `${row.firstWord} ${row.second ?? ""}`;
const wholeKey = (row: RowWords) => row.whole.join(" ");

/**
 * The candidatesPerRow companies whose names are closest to `name` (pg_trgm's similarity), and
 * those as close as the last of them (up to tiedCandidatesMax in all): scoreMatch, not the
 * order they were read in, decides between names equally alike.
 */
function closest(name: string, blocks: readonly Block[]): string[] {
  const all = trigramsOf(name.toLowerCase());
  const compact = compactTrigrams(all);
  const ranked = new Map<string, number>();
  for (const { ids, trigrams, ends, others } of blocks) {
    ids.forEach((id, i) => {
      if (ranked.has(id)) return;
      const other = others.get(i);
      ranked.set(
        id,
        other === undefined
          ? compactOverlap(
              all,
              compact,
              trigrams,
              i === 0 ? 0 : (ends[i - 1] as number),
              ends[i] as number,
            )
          : trigramSimilarityTo(all, other),
      );
    });
  }
  const sorted = [...ranked].sort((a, b) => b[1] - a[1]);
  const last = sorted[candidatesPerRow - 1]?.[1];
  let end = Math.min(sorted.length, candidatesPerRow);
  while (end < Math.min(sorted.length, tiedCandidatesMax) && sorted[end]?.[1] === last) end++;
  return sorted.slice(0, end).map(([id]) => id);
}
