import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { companies } from "../../companies/company.table.ts";
import type { MatchInput } from "../matching/score-match.ts";
import { matchableStatuses, rowsOf } from "./match-scope.ts";
import type { NameWordDictionary } from "./name-word-dictionary.ts";

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
 * company holding the first word took as long in heap reads; this takes under 0.5 ms a row.
 */

/** Look-alikes kept per row for scoring. */
const candidatesPerRow = 6;
/** Companies read per row holding both words (the likely ones), and holding either one. */
const bothWordsCandidates = 20;
const oneWordCandidates = 12;
/** Rows per statement, the statements of a batch running side by side on PostgreSQL. */
const probesPerStatement = 250;

/** Words that say nothing about which company a name means. */
const fillerWords: ReadonlySet<string> = new Set(["the", "and", "pt", "cv", "of"]);

/** The first two significant words, split as companies.name_words splits names. */
function blockingWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !fillerWords.has(word))
    .slice(0, 2);
}

type Probe = { i: number; name: string; first: string[]; second: string[] };

/**
 * One statement for many rows: a lateral probe per row reads the companies holding both words
 * and, capped, those holding either, keeping the closest. The planner cannot tell how many
 * companies hold a word (it guesses 1%) and, with the caps, would rather read the table in
 * order until enough turn up (300 ms a row at a million companies), so sequential scans are off
 * for this transaction only.
 */
async function probe(db: Database, probes: readonly Probe[]): Promise<[number, string][]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const holds = (words: string) => sql`${companies.nameWords} && ${sql.raw(words)}`;
    const block = (where: ReturnType<typeof sql>, limit: number) => sql`
      (select ${companies.id} as id, ${companies.displayName} as name, ${companies.statusCode} as status
       from ${companies} where ${where} limit ${limit})`;
    const found = rowsOf<{ i: number; id: string }>(
      await tx.execute(sql`
        select n.i, c.id
        from jsonb_to_recordset(${JSON.stringify(probes)}::jsonb)
          as n(i int, name text, first text[], second text[])
        cross join lateral (
          select id from (
            ${block(sql`${holds("n.first")} and ${holds("n.second")}`, bothWordsCandidates)}
            union ${block(holds("n.first"), oneWordCandidates)}
            union ${block(holds("n.second"), oneWordCandidates)}
          ) as candidate
          where candidate.status in ${[...matchableStatuses]}
          order by similarity(candidate.name, n.name) desc
          limit ${candidatesPerRow}
        ) as c`),
    );
    await tx.execute(sql`select set_config('enable_seqscan', 'on', true)`);
    return found.map((row): [number, string] => [Number(row.i), row.id]);
  });
}

/**
 * [row index, company id] pairs for the rows' look-alikes. `reader`, when given, is a pool the
 * probes may run on side by side, outside the caller's transaction (PostgreSQL); without it
 * they run one after the other on `db` (PGlite has one connection).
 */
export async function nameCandidateIds(
  db: Database,
  inputs: readonly MatchInput[],
  dictionary: NameWordDictionary,
  reader?: Database,
): Promise<[number, string][]> {
  const blocked = inputs.map((input) => blockingWords(input.companyName));

  const probes = inputs.flatMap((input, i): Probe[] => {
    const [first, second] = blocked[i] ?? [];
    if (!first) return [];
    return [
      {
        i,
        name: input.companyName,
        // A misspelt first word ("Nrothwind Traders") would leave only the second word, often
        // a common one whose capped block misses the company: it stands for its neighbours too.
        first: dictionary.slipsOf(first),
        second: second ? [second] : [],
      },
    ];
  });
  const chunks: Probe[][] = [];
  for (let start = 0; start < probes.length; start += probesPerStatement) {
    chunks.push(probes.slice(start, start + probesPerStatement));
  }
  if (!reader) {
    const pairs: [number, string][] = [];
    for (const chunk of chunks) pairs.push(...(await probe(db, chunk)));
    return pairs;
  }
  return (await Promise.all(chunks.map((chunk) => probe(reader, chunk)))).flat();
}
