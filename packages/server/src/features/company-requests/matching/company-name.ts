/**
 * The keys requests are compared by: a company name without the noise that differs between
 * two spellings of one company (case, punctuation, accents, the legal form), and a website's
 * host. Requests store both (`name_key`, `website_domain`) for duplicate detection; matching
 * against known companies computes them the same way.
 */

/**
 * Legal forms dropped from the end of a name: "Acme Inc." and "ACME GmbH" are one company to a
 * person filling in a supplier list. Dots are removed before words are split, so "S.A." and
 * "B.V." arrive here as "sa" and "bv".
 */
export const legalSuffixes: ReadonlySet<string> = new Set([
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "co",
  "company",
  "corp",
  "corporation",
  "gmbh",
  "mbh",
  "kg",
  "ag",
  "se",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "plc",
  "bv",
  "nv",
  "oy",
  "ab",
  "as",
  "aps",
  "pty",
  "pte",
  "kk",
  "ltda",
]);

/**
 * Lower case, accents folded, "&" read as "and", punctuation removed and legal forms dropped
 * from the end ("Müller & Söhne GmbH & Co. KG" → "muller and sohne"). A name that is nothing
 * but legal forms ("Co") keeps its last word, so no name normalises to nothing.
 */
export function normaliseCompanyName(name: string): string {
  const words = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    // "S.A." is one word, "U.S.A." too; other punctuation separates words.
    .replace(/[.'’]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
  while (words.length > 1) {
    const last = words[words.length - 1] ?? "";
    // "& Co. KG" leaves a dangling "and" once "co" and "kg" are gone.
    if (legalSuffixes.has(last) || last === "and") words.pop();
    else break;
  }
  return words.join(" ");
}

/**
 * The host of a website without "www.", lower case ("https://www.Example.com/about" →
 * "example.com"); null for an empty value. Kept in step with `websiteDomainSql`, which computes
 * the same for the companies table in the database.
 */
export function websiteDomainOf(website: string | null | undefined): string | null {
  const host = (website ?? "")
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, "")
    .replace(/^www\./i, "")
    .split(/[/:?#]/, 1)[0]
    ?.toLowerCase();
  return host ? host : null;
}
