/**
 * Issue 14 "Measured": precision and recall of sanctions matching on a labelled set of pairs
 * built from public lists, the evidence score (match-evidence.ts) against the name-only score
 * screening gave before, at the configured threshold (SANCTIONS_MATCH_THRESHOLD, 0.82).
 *
 * `npx node bench/sanctions-matching.ts` prints the table from the fixture
 * (packages/server/src/features/companies/sanctions/fixtures/labelled-pairs.jsonl; where its
 * data comes from and under which licences: that folder's README.md). Not part of `npm run bench`.
 *
 * `npx node bench/sanctions-matching.ts --build <sdn.csv> <alt.csv> <add.csv> <constituents.csv>`
 * builds the fixture again from OFAC's SDN files and the S&P 500 list:
 * - positives: an entity's alias or transliteration (OFAC alt.csv) against the entity's other
 *   names, the alias standing as a company of the entity's country;
 * - negatives: two different entities of different countries whose names are alike, and S&P 500
 *   companies (US) against entities whose names are alike.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { csvRecords } from "../packages/server/src/features/companies/sanctions/csv-records.ts";
import {
  globalIdentifierTypes,
  type Identifier,
} from "../packages/server/src/features/companies/sanctions/identifiers.ts";
import { listCountryCode } from "../packages/server/src/features/companies/sanctions/list-countries.ts";
import { scoreMatch } from "../packages/server/src/features/companies/sanctions/match-evidence.ts";
import { normalizeName } from "../packages/server/src/features/companies/sanctions/normalize-name.ts";
import {
  parseOfacAlternateNames,
  parseOfacSdn,
} from "../packages/server/src/features/companies/sanctions/parse-ofac.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const fixturePath = path.join(
  here,
  "../packages/server/src/features/companies/sanctions/fixtures/labelled-pairs.jsonl",
);
const threshold = Number(process.env.SANCTIONS_MATCH_THRESHOLD ?? 0.82);

type Side = { names: string[]; countries: string[]; identifiers: Identifier[] };
type Pair = {
  label: 0 | 1;
  kind: "alias" | "other-country" | "us-listed";
  entryId: string;
  list: Side;
  company: Side;
};

// ------------------------------------------------------------------ pg_trgm, in TypeScript

/** pg_trgm's trigrams: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.split(/[^a-z0-9]+/).filter((w) => w !== "")) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}
/** pg_trgm's similarity(): shared trigrams over all trigrams of both. */
export function similarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared += 1;
  return shared / (x.size + y.size - shared);
}

// ------------------------------------------------------------------ scoring the pairs

type Scored = {
  pair: Pair;
  nameScore: number;
  score: number;
  strength: string;
  reasons: string[];
};

function scorePairs(pairs: Pair[]): Scored[] {
  // Rarity as screening counts it: other entries of the list with the matched name, and other
  // companies (here: the pairs' company sides) with the company's name.
  const entriesByName = new Map<string, Set<string>>();
  const companiesByName = new Map<string, Set<string>>();
  for (const p of pairs) {
    for (const n of p.list.names.map(normalizeName)) {
      entriesByName.set(n, (entriesByName.get(n) ?? new Set()).add(p.entryId));
    }
    const c = normalizeName(p.company.names[0] ?? "");
    companiesByName.set(c, (companiesByName.get(c) ?? new Set()).add(p.company.names[0] ?? ""));
  }
  return pairs.map((pair) => {
    const companyName = normalizeName(pair.company.names[0] ?? "");
    let best = { name: "", sim: 0 };
    for (const n of pair.list.names.map(normalizeName)) {
      const sim = similarity(companyName, n);
      if (n.length >= 3 && sim > best.sim) best = { name: n, sim };
    }
    const nameScore = Math.round(best.sim * 100);
    const evidence = scoreMatch({
      subject: "company",
      subjectSide: { name: companyName, ...pair.company },
      entrySide: { name: best.name, ...pair.list, schema: "entity" },
      nameScore,
      otherEntriesWithName: Math.max(0, (entriesByName.get(best.name)?.size ?? 1) - 1),
      otherCompaniesWithName: Math.max(0, (companiesByName.get(companyName)?.size ?? 1) - 1),
    });
    return { pair, nameScore, ...evidence };
  });
}

function measure(scored: Scored[], predicted: (s: Scored) => boolean) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const s of scored) {
    const yes = predicted(s);
    if (yes && s.pair.label === 1) tp += 1;
    else if (yes) fp += 1;
    else if (s.pair.label === 1) fn += 1;
  }
  const pct = (n: number, d: number) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)}%`);
  return { tp, fp, fn, precision: pct(tp, tp + fp), recall: pct(tp, tp + fn) };
}

function report() {
  const pairs = readFileSync(fixturePath, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Pair);
  const scored = scorePairs(pairs);
  const cut = Math.round(threshold * 100);
  // A match exists only where the names reach the threshold (screening's candidates); the
  // evidence score then decides how much it counts.
  const candidate = (s: Scored) => s.nameScore >= cut;
  const rows: [string, (s: Scored) => boolean][] = [
    [`name-only score ≥ ${cut} (before issue 14)`, candidate],
    [`evidence score ≥ ${cut}`, (s) => candidate(s) && s.score >= cut],
    ["evidence: certain (≥ 90)", (s) => candidate(s) && s.strength === "certain"],
    [
      "evidence: certain or probable (≥ 70)",
      (s) => candidate(s) && (s.strength === "certain" || s.strength === "probable"),
    ],
  ];
  const count = (kind: string, label: number) =>
    pairs.filter((p) => p.kind === kind && p.label === label).length;
  console.log(
    `Labelled pairs: ${pairs.length} (positives: ${count("alias", 1)} aliases and transliterations; ` +
      `negatives: ${count("other-country", 0)} alike names of other countries, ` +
      `${count("us-listed", 0)} S&P 500 companies against alike entries)\n`,
  );
  console.log("| prediction | precision | recall | true pos. | false pos. | missed |");
  console.log("|---|---|---|---|---|---|");
  for (const [label, predicted] of rows) {
    const m = measure(scored, predicted);
    console.log(`| ${label} | ${m.precision} | ${m.recall} | ${m.tp} | ${m.fp} | ${m.fn} |`);
  }
  console.log("\nFalse positives at the threshold, by kind of negative:");
  for (const kind of ["other-country", "us-listed"]) {
    const negatives = scored.filter((s) => s.pair.kind === kind);
    const before = negatives.filter(candidate).length;
    const after = negatives.filter((s) => candidate(s) && s.score >= cut).length;
    console.log(`  ${kind}: name-only ${before}, evidence ${after} (of ${negatives.length})`);
  }
  // BENCH_SANCTIONS_SHOW=1: the pairs the two scores disagree on, with the evidence's reasons.
  if (process.env.BENCH_SANCTIONS_SHOW) {
    for (const s of scored.filter((x) => candidate(x) && x.score >= cut !== (x.pair.label === 1))) {
      console.log(
        `${s.pair.label ? "missed" : "false +"} ${s.pair.company.names[0]} (${s.pair.company.countries}) ~ ` +
          `${s.pair.list.names[0]} (${s.pair.list.countries}): ${s.nameScore} → ${s.score}; ${s.reasons.join("; ")}`,
      );
    }
  }
}

// ------------------------------------------------------------------ building the fixture

type Entity = { id: string; names: string[]; countries: string[]; identifiers: Identifier[] };

const rank = (key: string) => createHash("sha1").update(key).digest("hex");
const globalIds = (ids: Identifier[]) => ids.filter((i) => globalIdentifierTypes.includes(i.type));

/** Pairs of names sharing a word that is not everywhere: the only pairs worth comparing. */
function alikePairs<A, B>(
  left: { item: A; name: string }[],
  right: { item: B; name: string }[],
  minimum: number,
): { a: A; b: B; aName: string; bName: string; sim: number }[] {
  const byWord = new Map<string, { item: B; name: string }[]>();
  for (const r of right) {
    for (const w of new Set(r.name.split(" "))) {
      if (w.length >= 3) byWord.set(w, [...(byWord.get(w) ?? []), r]);
    }
  }
  const out: { a: A; b: B; aName: string; bName: string; sim: number }[] = [];
  for (const l of left) {
    const seen = new Set<{ item: B; name: string }>();
    for (const w of new Set(l.name.split(" "))) {
      const bucket = byWord.get(w) ?? [];
      if (bucket.length > 300) continue;
      for (const r of bucket) {
        if (seen.has(r)) continue;
        seen.add(r);
        const sim = similarity(l.name, r.name);
        if (sim >= minimum) out.push({ a: l.item, b: r.item, aName: l.name, bName: r.name, sim });
      }
    }
  }
  return out;
}

async function build([sdn, alt, add, constituents]: string[]) {
  if (!sdn || !alt || !add || !constituents) throw new Error("--build <sdn> <alt> <add> <sp500>");
  const addressCountries = new Map<string, Set<string>>();
  for await (const r of csvRecords(add)) {
    const code = listCountryCode((r[4] ?? "").trim());
    if (code)
      addressCountries.set(r[0] ?? "", (addressCountries.get(r[0] ?? "") ?? new Set()).add(code));
  }
  const entities: Entity[] = [];
  for await (const e of parseOfacSdn(sdn, await parseOfacAlternateNames(alt))) {
    if (e.kind !== "entity") continue;
    const countries = [...new Set([...e.countries, ...(addressCountries.get(e.entryId) ?? [])])];
    entities.push({
      id: e.entryId,
      names: [e.name, ...e.aliases],
      countries,
      identifiers: e.identifiers,
    });
  }
  const pairs: Pair[] = [];
  // Positives: one alias per entity, the alias as a company of the entity's country.
  for (const e of [...entities].sort((a, b) => rank(a.id).localeCompare(rank(b.id)))) {
    const alias = e.names.slice(1).find((n) => normalizeName(n).length >= 3);
    if (!alias || pairs.length >= 700) continue;
    pairs.push({
      label: 1,
      kind: "alias",
      entryId: e.id,
      list: {
        ...e,
        names: e.names.filter((n) => n !== alias),
        identifiers: globalIds(e.identifiers),
      },
      company: {
        names: [alias],
        countries: e.countries.slice(0, 1),
        identifiers: globalIds(e.identifiers),
      },
    });
  }
  const names = (list: Entity[]) =>
    list
      .flatMap((e) => e.names.map((n) => ({ item: e, name: normalizeName(n) })))
      .filter((n) => n.name.length >= 3);
  const withCountry = entities.filter((e) => e.countries.length > 0);
  const otherCountry = alikePairs(names(withCountry), names(withCountry), 0.6)
    .filter(({ a, b }) => a.id < b.id && !a.countries.some((c) => b.countries.includes(c)))
    .sort((x, y) => rank(`${x.a.id}:${x.b.id}`).localeCompare(rank(`${y.a.id}:${y.b.id}`)));
  const seen = new Set<string>();
  for (const { a, b, bName } of otherCountry) {
    const key = `${a.id}:${b.id}`;
    if (seen.has(key) || seen.size >= 400) continue;
    seen.add(key);
    const original = b.names.find((n) => normalizeName(n) === bName) ?? b.names[0] ?? "";
    pairs.push({
      label: 0,
      kind: "other-country",
      entryId: a.id,
      list: { ...a, identifiers: globalIds(a.identifiers) },
      company: {
        names: [original],
        countries: b.countries.slice(0, 1),
        identifiers: globalIds(b.identifiers),
      },
    });
  }
  const sp500: { name: string; raw: string }[] = [];
  let header = true;
  for await (const r of csvRecords(constituents)) {
    if (header) {
      header = false;
      continue;
    }
    sp500.push({ raw: r[1] ?? "", name: normalizeName(r[1] ?? "") });
  }
  const usSeen = new Set<string>();
  for (const { a, b } of alikePairs(
    sp500.map((s) => ({ item: s, name: s.name })),
    names(entities),
    0.5,
  )) {
    const key = `${a.raw}:${b.id}`;
    if (usSeen.has(key)) continue;
    usSeen.add(key);
    pairs.push({
      label: 0,
      kind: "us-listed",
      entryId: b.id,
      list: { ...b, identifiers: globalIds(b.identifiers) },
      company: { names: [a.raw], countries: ["US"], identifiers: [] },
    });
  }
  writeFileSync(fixturePath, `${pairs.map((p) => JSON.stringify(p)).join("\n")}\n`);
  console.log(`wrote ${pairs.length} pairs to ${path.relative(process.cwd(), fixturePath)}`);
}

if (process.argv[2] === "--build") await build(process.argv.slice(3));
else report();
