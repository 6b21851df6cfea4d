/**
 * Classifies a news item into common newsClasses by the words of its headline (and body): each
 * class lists the terms that name it, as data. The alert takes the most severe class's severity
 * (Critical above High above Elevated), NEGATIVE polarity for adverse classes, POSITIVE for
 * good-news wording, and the matched terms as keyword topics. Word lists, not a model: the
 * terms are what a person searching for the class would type, and a reviewer can read why an
 * item got its class.
 */
import {
  type AlertPolarity,
  type AlertSeverity,
  type NewsClassId,
  newsClasses,
} from "@tierwise/common/alerts";

/**
 * Terms per class. A term matches as a whole word or phrase; a trailing `*` lets the word go on
 * ("recall*" finds "recalls" and "recalled", "court" does not find "courteous").
 */
export const newsClassTerms: Readonly<Record<NewsClassId, readonly string[]>> = {
  bankruptcy: [
    "bankrupt*",
    "insolven*",
    "chapter 11",
    "chapter 7",
    "receivership",
    "into administration",
    "enters administration",
    "liquidat*",
    "creditor protection",
  ],
  sanctions: ["sanction*", "ofac", "embargo*", "export ban*", "blacklist*", "entity list"],
  fraud: ["fraud*", "corruption", "brib*", "money laundering", "embezzl*", "kickback*", "ponzi"],
  data_breach: [
    "data breach*",
    "security breach*",
    "breached",
    "hacked",
    "hacker*",
    "ransomware",
    "cyberattack*",
    "cyber attack*",
    "data leak*",
    "records exposed",
  ],
  labor_violation: [
    "forced labour",
    "forced labor",
    "child labour",
    "child labor",
    "wage theft",
    "unsafe working",
    "labour violation*",
    "labor violation*",
    "osha",
  ],
  environmental: [
    "spill*",
    "pollution",
    "toxic",
    "contaminat*",
    "emissions breach*",
    "environmental fine*",
  ],
  litigation: [
    "lawsuit*",
    "sued",
    "sues",
    "class action",
    "litigation",
    "indict*",
    "court",
    "courts",
    "settles",
  ],
  product_recall: ["recall*"],
  strike: [
    "strike",
    "strikes",
    "walk out",
    "walks out",
    "walkout*",
    "industrial action",
    "picket*",
  ],
  natural_disaster: [
    "earthquake*",
    "flood*",
    "hurricane*",
    "wildfire*",
    "typhoon*",
    "tornado*",
    "cyclone*",
  ],
  site_closure: [
    "closes",
    "closure*",
    "shut down",
    "shuts down",
    "relocat*",
    "cut jobs",
    "layoff*",
    "to cut",
  ],
  leadership_change: ["appoints", "names new", "resigns", "steps down", "new chief", "as ceo"],
  merger_acquisition: ["acquires", "acquisition*", "merger*", "to buy", "takeover*", "buys"],
};

/** Good-news wording: an item without an adverse class that says one of these is POSITIVE. */
export const positiveTerms: readonly string[] = [
  "wins",
  "record",
  "partners with",
  "to invest",
  "invests",
  "expands",
  "opens",
  "award*",
  "growth",
  "commits to net-zero",
  "supplier of the year",
];

/** Classes that are not bad news in themselves. */
const neutralClasses: ReadonlySet<NewsClassId> = new Set([
  "leadership_change",
  "merger_acquisition",
]);
const severityRank: Record<AlertSeverity, number> = { Elevated: 1, High: 2, Critical: 3 };

export type NewsClassification = {
  classes: NewsClassId[];
  severity: AlertSeverity | null;
  polarity: AlertPolarity;
  /** The terms that decided, for keyword topics. */
  keywords: string[];
};

/** A term split into words; `stem` when its last word may go on. */
type Term = { words: string[]; stem: boolean; classId: NewsClassId | null };

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");

function termOf(text: string, classId: NewsClassId | null): Term {
  const stem = text.trim().endsWith("*");
  return { words: wordsOf(text.replace(/\*$/, "")), stem, classId };
}

/**
 * Terms by their first word, for a lookup per word of the text; one-word stems ("bankrupt*")
 * are compared with every word by prefix. Much faster than a pattern per class, which the demo's
 * 200,000 news items would notice.
 */
function termIndex(terms: readonly Term[]) {
  const byFirstWord = new Map<string, Term[]>();
  const stems: Term[] = [];
  for (const term of terms) {
    if (term.stem && term.words.length === 1) stems.push(term);
    else
      byFirstWord.set(term.words[0] as string, [
        ...(byFirstWord.get(term.words[0] as string) ?? []),
        term,
      ]);
  }
  return { byFirstWord, stems };
}

const classTerms = termIndex(
  newsClasses.flatMap((c) => newsClassTerms[c.id].map((t) => termOf(t, c.id))),
);
const positive = termIndex(positiveTerms.map((t) => termOf(t, null)));

function matchesAt(words: readonly string[], at: number, term: Term): boolean {
  const last = term.words.length - 1;
  return term.words.every((word, k) => {
    const candidate = words[at + k];
    if (candidate === undefined) return false;
    return k === last && term.stem ? candidate.startsWith(word) : candidate === word;
  });
}

/** Every term found in the words, with the text it matched. */
function findTerms(words: readonly string[], index: ReturnType<typeof termIndex>) {
  const found: { term: Term; text: string }[] = [];
  words.forEach((word, at) => {
    const candidates = [
      ...(index.byFirstWord.get(word) ?? []),
      ...index.stems.filter((t) => word.startsWith(t.words[0] as string)),
    ];
    for (const term of candidates)
      if (matchesAt(words, at, term))
        found.push({ term, text: words.slice(at, at + term.words.length).join(" ") });
  });
  return found;
}

export function classifyNews(text: string): NewsClassification {
  const words = wordsOf(text);
  const found = findTerms(words, classTerms);
  const classes = newsClasses
    .map((c) => c.id)
    .filter((id) => found.some((f) => f.term.classId === id));
  let severity: AlertSeverity | null = null;
  for (const id of classes) {
    const classSeverity = newsClasses.find((c) => c.id === id)?.severity as AlertSeverity;
    if (
      !neutralClasses.has(id) &&
      (!severity || severityRank[classSeverity] > severityRank[severity])
    )
      severity = classSeverity;
  }
  const polarity: AlertPolarity =
    severity !== null ? "NEGATIVE" : findTerms(words, positive).length > 0 ? "POSITIVE" : "neutral";
  return { classes, severity, polarity, keywords: [...new Set(found.map((f) => f.text))] };
}
