import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { rowsOf } from "../../../db/raw-rows.ts";
import { companyNameWords, companyNameWordVariants } from "../../companies/company.table.ts";

/**
 * The words of every known company name (company_name_words), held in memory for one bulk
 * request's processing: a misspelt word's neighbours one slip away — a letter dropped, added,
 * changed, or two swapped — are all generated and looked up (Norvig's way), a few hundred Set
 * lookups a word. Looking them up in the database's deletion variants instead cost 100–300 ms
 * a batch (a statement per batch, thousands of index probes); the dictionary is a few MB.
 */
export class NameWordDictionary {
  private readonly words: ReadonlySet<string>;
  private readonly alphabet: readonly string[];
  /** Answers so far: supplier lists repeat words, and a batch's rows share them. */
  private readonly answers = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    const letters = new Set<string>();
    for (const word of this.words) for (const letter of word) letters.add(letter);
    this.alphabet = [...letters];
  }

  static async load(db: Database): Promise<NameWordDictionary> {
    const rows = await db.select({ word: companyNameWords.word }).from(companyNameWords);
    return new NameWordDictionary(rows.map((row) => row.word));
  }

  /**
   * Only the known words one slip from `words` (by the deletion variants the database keeps,
   * see company_name_word_variants): for matching a few names, where loading every word would
   * cost more than the matching. slipsOf then answers for `words` as the full dictionary does.
   */
  static async near(db: Database, words: readonly string[]): Promise<NameWordDictionary> {
    const variants = new Set<string>();
    for (const word of words) {
      const letters = Array.from(word);
      variants.add(word);
      letters.forEach((_, i) => {
        variants.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(""));
      });
    }
    if (variants.size === 0) return new NameWordDictionary([]);
    const rows = rowsOf<{ word: string }>(
      await db.execute(sql`
        select distinct ${companyNameWordVariants.word} as word from ${companyNameWordVariants}
        where ${companyNameWordVariants.variant} = any(${sql.param([...variants])}::text[])`),
    );
    return new NameWordDictionary(rows.map((row) => row.word));
  }

  /** The word if some name holds it, and the names' words one slip from it. */
  slipsOf(word: string): string[] {
    const known = this.answers.get(word);
    if (known) return known;
    const found = new Set<string>();
    if (this.words.has(word)) found.add(word);
    const keep = (candidate: string) => {
      if (candidate !== word && this.words.has(candidate)) found.add(candidate);
    };
    // Each cut of the word once, not once per letter of the alphabet.
    const letters = Array.from(word);
    const prefixes = letters.map((_, i) => letters.slice(0, i).join(""));
    const suffixes = [...letters.map((_, i) => letters.slice(i).join("")), ""];
    for (let i = 0; i <= letters.length; i++) {
      const before = prefixes[i] ?? word;
      const after = suffixes[i] ?? "";
      const afterNext = suffixes[i + 1] ?? "";
      if (i < letters.length) keep(before + afterNext);
      if (i < letters.length - 1)
        keep(before + letters[i + 1] + letters[i] + (suffixes[i + 2] ?? ""));
      for (const letter of this.alphabet) {
        keep(before + letter + after);
        if (i < letters.length) keep(before + letter + afterNext);
      }
    }
    const answer = [...found];
    this.answers.set(word, answer);
    return answer;
  }
}
