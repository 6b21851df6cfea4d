import { type SQL, sql } from "drizzle-orm";

/**
 * Names are compared after normalising both sides the same way: letters with accents become
 * plain letters, case and punctuation go, legal forms (Ltd, GmbH, S.A. …) are dropped and
 * spaces collapsed. List names are normalised here in TypeScript when a list is imported;
 * company and executive names by the same steps in SQL while screening, so a million companies
 * need no extra stored column. A test holds the two to the same output.
 */

/** Plain letter → the accented letters (both cases) that become it. */
const accents: Readonly<Record<string, string>> = {
  a: "àáâãäåāăąǎạảấầẩẫậắằẳẵặÀÁÂÃÄÅĀĂĄǍẠẢẤẦẨẪẬẮẰẲẴẶ",
  c: "çćĉċčÇĆĈĊČ",
  d: "ďđðĎĐÐ",
  e: "èéêëēĕėęěẹẻẽếềểễệÈÉÊËĒĔĖĘĚẸẺẼẾỀỂỄỆ",
  g: "ĝğġģĜĞĠĢ",
  h: "ĥħĤĦ",
  i: "ìíîïĩīĭįıǐỉịÌÍÎÏĨĪĬĮİǏỈỊ",
  j: "ĵĴ",
  k: "ķĶ",
  l: "ĺļľŀłĹĻĽĿŁ",
  n: "ñńņňÑŃŅŇ",
  o: "òóôõöøōŏőơǒọỏốồổỗộớờởỡợÒÓÔÕÖØŌŎŐƠǑỌỎỐỒỔỖỘỚỜỞỠỢ",
  r: "ŕŗřŔŖŘ",
  s: "śŝşšșŚŜŞŠȘ",
  t: "ţťŧțŢŤŦȚ",
  u: "ùúûüũūŭůűųưǔụủứừửữựÙÚÛÜŨŪŬŮŰŲƯǓỤỦỨỪỬỮỰ",
  w: "ŵŴ",
  y: "ýÿŷỳỵỷỹÝŸŶỲỴỶỸ",
  z: "źżžŹŻŽ",
};
/** Letters that become two. */
const ligatures: readonly [string, string][] = [
  ["ß", "ss"],
  ["æ", "ae"],
  ["Æ", "ae"],
  ["œ", "oe"],
  ["Œ", "oe"],
  ["þ", "th"],
  ["Þ", "th"],
];

const accentFrom = Object.values(accents).join("");
const accentTo = Object.entries(accents)
  .map(([plain, marked]) => plain.repeat([...marked].length))
  .join("");
const accentMap = new Map<string, string>(
  [...accentFrom].map((ch, i) => [ch, accentTo[i] as string]),
);

/** Marks removed without a space, so "S.A." is "sa" and "O'Brien" is "obrien". */
const droppedMarks = ".'`\u2019";

/** Legal forms dropped from the end of a name (after punctuation is gone: "S.A." is "sa"). */
export const legalSuffixes = [
  "ltd",
  "limited",
  "inc",
  "incorporated",
  "llc",
  "llp",
  "lp",
  "plc",
  "co",
  "corp",
  "corporation",
  "company",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "se",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "ab",
  "as",
  "asa",
  "oy",
  "oyj",
  "pte",
  "pty",
  "kk",
  "jsc",
  "pjsc",
  "ojsc",
  "cjsc",
  "ooo",
  "oao",
  "zao",
  "pao",
  "sro",
  "doo",
  "kft",
  "zrt",
  "fzco",
  "fze",
] as const;
/** Legal forms written before the name (PT Maju, OOO Romashka). */
export const legalPrefixes = ["pt", "ooo", "oao", "zao", "pao", "tov"] as const;

const suffixPattern = `( (${legalSuffixes.join("|")}))+$`;
const prefixPattern = `^((${legalPrefixes.join("|")}) )+`;
const suffixRegex = new RegExp(suffixPattern);
const prefixRegex = new RegExp(prefixPattern);

/**
 * The normal form of a name for matching; "" when nothing is left (a name in another script, or
 * only a legal form): such names are not matched.
 */
export function normalizeName(name: string): string {
  let text = name;
  for (const [from, to] of ligatures) text = text.replaceAll(from, to);
  text = [...text].map((ch) => accentMap.get(ch) ?? ch).join("");
  // ASCII-only lower case, as PostgreSQL's lower() in the C locale does.
  text = text.replace(/[A-Z]/g, (ch) => ch.toLowerCase());
  text = [...text].filter((ch) => !droppedMarks.includes(ch)).join("");
  text = text.replace(/[^a-z0-9]+/g, " ").trim();
  return text.replace(suffixRegex, "").replace(prefixRegex, "").trim();
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** The same normal form computed by PostgreSQL (and PGlite) for a column or expression. */
export function normalizedNameSql(name: SQL): SQL {
  let expression = sql`${name}`;
  for (const [from, to] of ligatures) {
    expression = sql`replace(${expression}, ${sql.raw(literal(from))}, ${sql.raw(literal(to))})`;
  }
  // One translate: accents to plain letters, ASCII capitals to small, dropped marks to nothing
  // (translate deletes characters that have no counterpart).
  const from = `${accentFrom}ABCDEFGHIJKLMNOPQRSTUVWXYZ${droppedMarks}`;
  const to = `${accentTo}abcdefghijklmnopqrstuvwxyz`;
  expression = sql`translate(${expression}, ${sql.raw(literal(from))}, ${sql.raw(literal(to))})`;
  expression = sql`btrim(regexp_replace(${expression}, '[^a-z0-9]+', ' ', 'g'))`;
  expression = sql`regexp_replace(${expression}, ${sql.raw(literal(suffixPattern))}, '')`;
  return sql`btrim(regexp_replace(${expression}, ${sql.raw(literal(prefixPattern))}, ''))`;
}
