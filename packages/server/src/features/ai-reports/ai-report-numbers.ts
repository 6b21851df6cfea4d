/**
 * What a sentence states in figures, for the citation check: every number with its sign and
 * unit, and every date. A model writes "grew 12.3%" for a fall of 12.3%, "eleven" for 11, or a
 * ratio of 11 that only a date holds; comparing bare digits let all of these through.
 */

export type Unit = "%" | "plain" | `currency:${string}`;
/** `year`: a plain whole number read as a year ("in 2026"), which a fact's date may hold. */
export type Quantity = { value: number; unit: Unit; year?: boolean };
/** Dates as "YYYY-MM-DD" (a day) or "YYYY-MM" (a month); a date read two ways gives both. */
export type Figures = { quantities: Quantity[]; dates: string[][] };

const months = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;
// Capitalised only: "may" and "mar" are verbs.
const monthName =
  "(Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?";
const monthOf = (name: string) => months.findIndex((m) => name.startsWith(m)) + 1;
const pad = (n: number) => String(n).padStart(2, "0");
/** A match's group as text and as a number ("" and NaN when it did not take part). */
const t = (m: readonly (string | undefined)[], i: number) => m[i] ?? "";
const n = (m: readonly (string | undefined)[], i: number) => Number(m[i] ?? "");

function day(year: number, month: number, date: number): string | null {
  const at = new Date(Date.UTC(year, month - 1, date));
  return at.getUTCMonth() === month - 1 && at.getUTCDate() === date
    ? `${year}-${pad(month)}-${pad(date)}`
    : null;
}

/** Date patterns, most specific first; each gives the days (or month) it can mean. */
const datePatterns: [RegExp, (m: RegExpExecArray) => (string | null)[]][] = [
  [
    /\b(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
    (m) => [day(n(m, 1), n(m, 2), n(m, 3))],
  ],
  [/\b(\d{4})\/(\d{1,2})\/(\d{1,2})\b/g, (m) => [day(n(m, 1), n(m, 2), n(m, 3))]],
  // 11/03/2026 is 11 March or 3 November: either reading may match a fact.
  [
    /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/g,
    (m) => [day(n(m, 3), n(m, 2), n(m, 1)), day(n(m, 3), n(m, 1), n(m, 2))],
  ],
  [
    new RegExp(`\\b${monthName}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, "g"),
    (m) => [day(n(m, 3), monthOf(t(m, 1)), n(m, 2))],
  ],
  [
    new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${monthName},?\\s+(\\d{4})\\b`, "g"),
    (m) => [day(n(m, 3), monthOf(t(m, 2)), n(m, 1))],
  ],
  [
    new RegExp(`\\b${monthName},?\\s+(\\d{4})\\b`, "g"),
    (m) => [`${m[2]}-${pad(monthOf(t(m, 1)))}`],
  ],
];

/** Takes the dates out of a text (blanked, so their digits are not read as numbers). */
function takeDates(text: string): { rest: string; dates: string[][] } {
  const dates: string[][] = [];
  let rest = text;
  for (const [pattern, read] of datePatterns)
    rest = rest.replace(pattern, (...args: string[]) => {
      // The whole match and its groups (the offset and the text come after them).
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const readings = read(match).filter((d): d is string => d !== null);
      // "31/31/2026" is no date: its numbers stay in the text, to be checked as numbers.
      if (readings.length === 0) return match[0];
      dates.push([...new Set(readings)]);
      return " ".repeat(match[0].length);
    });
  return { rest, dates };
}

const small = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const scales: Record<string, number> = {
  thousand: 1e3,
  million: 1e6,
  billion: 1e9,
  trillion: 1e12,
};
const numberWord = `(?:${[...small, ...tens, "hundred", ...Object.keys(scales)].join("|")})`;
const spelled = new RegExp(
  `\\b(?:an?\\s+(?=(?:hundred|thousand|million|billion)\\b))?${numberWord}(?:(?:\\s+and\\s+|[\\s-]+)${numberWord})*\\b`,
  "gi",
);

/** "twenty-five" → 25, "two hundred and five" → 205, "a million" → 1000000. */
function spelledValue(words: string[]): number {
  let total = 0;
  let current = 0;
  for (const word of words) {
    const w = word.toLowerCase();
    if (w === "a" || w === "an" || w === "and") continue;
    const unit = small.indexOf(w);
    if (unit >= 0) current += unit;
    else if (tens.includes(w)) current += (tens.indexOf(w) + 2) * 10;
    else if (w === "hundred") current = (current || 1) * 100;
    else {
      total += (current || 1) * (scales[w] ?? 1);
      current = 0;
    }
  }
  return total + current;
}

/**
 * Spelled-out numbers written in digits. "One" as a pronoun is no number: "one of", "one
 * another", "no one", "one-off".
 */
function digitsForWords(text: string): string {
  return text.replace(spelled, (match, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const after = whole.slice(offset + match.length);
    if (/^one$/i.test(match) && (/^\s+(of|another)\b/i.test(after) || /\bno\s+$/i.test(before)))
      return match;
    // Compound words that state no count: "one-off", "one-time", "zero-day", "two-factor".
    if (/^-(off|time|day|factor)\b/i.test(after)) return match;
    // "1.6 million": the scale of the digits before it, read with them.
    if (/\d\s*$/.test(before) && /^(thousand|million|billion|trillion)\b/i.test(match))
      return match;
    return String(spelledValue(match.split(/[\s-]+/)));
  });
}

const currencySymbols: Record<string, string> = { $: "USD", "€": "EUR", "£": "GBP", "¥": "JPY" };
const code = "(?:USD|EUR|GBP|CHF|JPY|CNY|CAD|AUD|SEK|NOK|DKK|PLN|INR|BRL|MXN)";
const quantity = new RegExp(
  [
    "(?<![\\w.])",
    `(?:(?<before>[$€£¥]|${code})\\s?)?`,
    "(?<sign>[-−+])?",
    "(?<symbol>[$€£¥])?",
    "(?<number>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?)",
    "(?:(?<scale>\\s?(?:thousand|million|billion|trillion)\\b|(?:k|K|m|M|mn|bn)(?![A-Za-z]))?)",
    `(?<unit>\\s?(?:%|percent\\b|per\\s+cent\\b|${code}\\b))?`,
    // Not the start of a longer token ("1.5x", "3rd") nor cut from one ("1,600" of "1,600,000").
    "(?![\\w]|[.,]\\d)",
  ].join(""),
  "g",
);
const scaleOf: Record<string, number> = { ...scales, k: 1e3, m: 1e6, mn: 1e6, bn: 1e9 };

// A direction word right before a number ("fell 12%", "a loss of 75,000 EUR"), or a change noun
// right after it ("a 12% decline"), gives an unsigned number its sign.
const filler = "(?:\\s+(?:by|of|at|about|around|roughly|nearly|almost|some|over|an?))*\\s+$";
const downBefore = new RegExp(
  `\\b(?:fell|falls?|fallen|dropped|drops?|declined|declines?|decreased|decreases?|shrank|shrunk|shrinks?|sank|slid|slumped|plunged|plummeted|contracted|lost|loses?|loss(?:es)?|deficit|shortfall|negative|minus|down|lower|reduced|reduction)${filler}`,
  "i",
);
const upBefore = new RegExp(
  `\\b(?:grew|grows?|grown|rose|rises?|risen|increased|increases?|gained|gains?|climbed|jumped|surged|expanded|up|higher|positive|plus|profit)${filler}`,
  "i",
);
const yearBefore =
  /\b(?:in|since|during|of|by|until|before|after|from|through|to|and|early|late|mid|fiscal|year|FY)\s+$/i;
const downAfter = /^\s+(?:decline|drop|fall|decrease|reduction|contraction|loss|slump)\b/i;
const upAfter = /^\s+(?:increase|rise|gain|growth|jump|climb)\b/i;

/** The figures a text states: numbers with sign and unit, and dates. */
export function figuresIn(text: string): Figures {
  const { rest, dates } = takeDates(text);
  const prose = digitsForWords(rest);
  const quantities: Quantity[] = [];
  for (const m of prose.matchAll(quantity)) {
    const g = m.groups ?? {};
    const magnitude =
      Number((g.number ?? "").replace(/,/g, "")) *
      (scaleOf[(g.scale ?? "").trim().toLowerCase()] ?? 1);
    if (!Number.isFinite(magnitude)) continue;
    const unitText = (g.unit ?? "").trim();
    const currency =
      currencySymbols[g.before ?? ""] ??
      currencySymbols[g.symbol ?? ""] ??
      (g.before?.trim() || (unitText && !/^(%|per)/i.test(unitText) ? unitText : null));
    const unit: Unit = currency ? `currency:${currency}` : unitText ? "%" : "plain";
    const before = prose.slice(0, m.index);
    const after = prose.slice((m.index ?? 0) + m[0].length);
    const down = downBefore.test(before) || downAfter.test(after);
    const up = upBefore.test(before) || upAfter.test(after);
    let sign = 1;
    if (g.sign === "-" || g.sign === "−") sign = -1;
    // A stated sign against the words ("grew -5%") states nothing a fact can hold.
    if ((g.sign && sign < 0 && up && !down) || (g.sign === "+" && down && !up)) sign = Number.NaN;
    else if (!g.sign && down && !up) sign = -1;
    const value = sign * magnitude;
    const year =
      unit === "plain" &&
      Number.isInteger(value) &&
      value >= 1900 &&
      value <= 2100 &&
      yearBefore.test(before);
    quantities.push(year ? { value, unit, year } : { value, unit });
  }
  return { quantities, dates };
}

const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));

/**
 * True when every figure of `stated` is among `known`: each number with the same value, sign
 * and unit (a currency's code too), each date as one of the known days or months, a year ("in
 * 2026") as a known number or the year of a known date.
 */
export function figuresHeld(stated: Figures, known: Figures): boolean {
  const knownDays = known.dates.flat();
  const numbersOk = stated.quantities.every(
    (q) =>
      known.quantities.some((k) => k.unit === q.unit && same(k.value, q.value)) ||
      (q.year === true && knownDays.some((d) => d.startsWith(`${q.value}-`))),
  );
  const datesOk = stated.dates.every((readings) =>
    readings.some((d) => knownDays.some((k) => k === d || k.startsWith(`${d}-`))),
  );
  return numbersOk && datesOk;
}
