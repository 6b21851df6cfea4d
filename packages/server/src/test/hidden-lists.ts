import { randomBytes } from "node:crypto";
import type { TestClient } from "./harness.ts";
import {
  type Answer,
  askEach,
  differences,
  type Finding,
  leakedSecrets,
  needlesFor,
  normalise,
  normaliseTyped,
} from "./hidden-answers-compare.ts";
import { sees } from "./hidden-object-ops.ts";
import type { ActorName, ProbeObject } from "./hidden-objects.ts";
import type { Roads } from "./hidden-roads.ts";
import type { SchemaCall } from "./schema-calls.ts";

/**
 * Lists, counts and searches (generated from the schema): every query read as every actor
 * before and after the owner adds things none of them may see must read the same, and a
 * search for a hidden object's own words must answer as a search for words nobody wrote.
 */

/** Reads that may move when hidden things are added, each with the reason. */
export const readsAllowedToMove: Record<string, string> = {
  auditLog: "issue 26: an audit entry about a private object names it by id and kind only",
};

export type Reading = Map<string, string>;

/**
 * Every read call as one client, in as few requests as askEach needs; normalised answers.
 * HIDDEN_ANSWERS_TRACE=1 asks them one by one and prints each one's thread CPU time.
 */
export async function readEverything(roads: Roads, client: TestClient, calls: SchemaCall[]) {
  const answers = process.env.HIDDEN_ANSWERS_TRACE
    ? await tracedOneByOne(client, calls)
    : await askRemembering(client, calls);
  const reading: Reading = new Map();
  calls.forEach((call, i) => {
    reading.set(call.field, normalise(answers[i], "", roads.known));
  });
  return reading;
}

/** The fields each client was refused as a whole (a non-null field's error nulls the batch). */
const refused = new WeakMap<TestClient, Set<string>>();

/**
 * As askEach, but a field refused to this client before is asked on its own: one refusal in a
 * batch makes askEach run the whole batch again, which was half the time of a reading.
 */
async function askRemembering(client: TestClient, calls: SchemaCall[]) {
  const known = refused.get(client) ?? new Set<string>();
  refused.set(client, known);
  const alone = calls.map((call, i) => ({ call, i })).filter(({ call }) => known.has(call.field));
  const together = calls
    .map((call, i) => ({ call, i }))
    .filter(({ call }) => !known.has(call.field));
  const answers: Answer[] = [];
  const batched = await askEach(
    client,
    together.map(({ call }) => ({ call, value: "" })),
  );
  together.forEach(({ i }, k) => {
    answers[i] = batched[k] as Answer;
  });
  for (const { call, i } of alone)
    answers[i] = (await askEach(client, [{ call, value: "" }]))[0] as Answer;
  calls.forEach((call, i) => {
    if (answers[i]?.data === null) known.add(call.field);
  });
  return answers;
}

async function tracedOneByOne(client: TestClient, calls: SchemaCall[]) {
  const answers: Answer[] = [];
  for (const call of calls) {
    const before = process.threadCpuUsage();
    answers.push(...(await askEach(client, [{ call, value: "" }])));
    const used = process.threadCpuUsage(before);
    process.stderr.write(
      `trace ${Math.round((used.user + used.system) / 1000)} ms read ${call.field}\n`,
    );
  }
  return answers;
}

/** Reads that moved between two readings, and secrets in the second one. */
export function comparedReadings(roads: Roads, actor: ActorName, before: Reading, after: Reading) {
  const found: Finding[] = [];
  for (const [field, answer] of after) {
    const note = (detail: string) =>
      found.push({ field, position: "-", actor, object: "-", detail });
    for (const leak of leakedSecrets(answer, needlesFor(roads.everything(), actor, field)))
      note(leak);
    const earlier = before.get(field) ?? "null";
    if (answer === earlier || Object.hasOwn(readsAllowedToMove, field)) continue;
    note(`moved: ${differences(JSON.parse(answer), JSON.parse(earlier)).join("; ")}`);
  }
  return found;
}

/** Whether an answer names any object by id. */
const namesAnything = (answer: string) =>
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|"id":/.test(answer);

/** What a person would type to find the object: its title. */
const wordsOf = (o: ProbeObject) => o.title;
/** Words of the same shape that nobody wrote: the marker's letters made again. */
const unwritten = (words: string) => words.replace(/[0-9a-f]{10}/, randomBytes(5).toString("hex"));

/**
 * One search field as one actor: each hidden object's words beside unwritten words of the same
 * shape, and two more unwritten words. A fuzzy search can rank unrelated things differently
 * for any two words (names share letters with the markers): when the two extra words answer
 * differently, the search is `fuzzy`, and answers are only searched for what is hidden.
 */
async function searchPairs(
  roads: Roads,
  call: SchemaCall,
  actor: ActorName | "owner",
  words: string[],
) {
  const client = actor === "owner" ? roads.world.people.owner.client : roads.world.clients[actor];
  const shape = words[0] ?? "";
  const values = [unwritten(shape), unwritten(shape), ...words.flatMap((w) => [w, unwritten(w)])];
  const answers = await askEach(
    client,
    values.map((value) => ({ call, value })),
  );
  const text = (i: number) => normaliseTyped(answers[i], values[i] as string, roads.known);
  const fuzzy = text(0) !== text(1);
  const pairs = words.map((w, k) => ({
    words: w,
    hidden: text(2 + 2 * k),
    other: text(3 + 2 * k),
    fuzzy: false,
  }));
  // Two shapes of unwritten words can answer alike while one object's words still rank an
  // unrelated thing differently (its marker shares letters with a company's name): where the
  // words answer otherwise than their unwritten twin, two more twins say whether that is noise.
  const differing = pairs.filter((pair) => pair.hidden !== pair.other);
  if (!fuzzy && differing.length > 0) {
    const again = differing.flatMap((pair) => [unwritten(pair.words), unwritten(pair.words)]);
    const twins = await askEach(
      client,
      again.map((value) => ({ call, value })),
    );
    const twin = (i: number) => normaliseTyped(twins[i], again[i] as string, roads.known);
    differing.forEach((pair, k) => {
      pair.fuzzy = twin(2 * k) !== pair.other || twin(2 * k + 1) !== pair.other;
    });
  }
  return { fuzzy, pairs };
}

/**
 * Every search field: the owner's answers say which objects' words it finds (the owner sees
 * everything, so words the owner's search does not find are found by nobody's; a fuzzy search
 * finds an object when the answer names it); each actor's search for those words of an object
 * hidden from them must answer as the unwritten words (a fuzzy one: name nothing hidden), and
 * no answer may carry a secret.
 */
export async function probeSearches(
  roads: Roads,
  calls: SchemaCall[],
  actors: readonly ActorName[],
) {
  const found: Finding[] = [];
  const searched: string[] = [];
  let asked = 0;
  const withWords = roads.everything().filter((o) => o.title);
  for (const call of calls) {
    const name = `${call.field}(${call.position.path})`;
    const owner = await searchPairs(
      roads,
      call,
      "owner",
      withWords.map((o) => wordsOf(o) as string),
    );
    asked += 2 * withWords.length + 2;
    const finds = withWords.filter((o, k) => {
      const pair = owner.pairs[k];
      if (!pair || pair.hidden === pair.other) return false;
      // A search finds an object when its answer names it; one that names nothing at all (a
      // count) finds it by answering otherwise, unless that is the search's noise.
      if (pair.hidden.includes(o.id)) return true;
      return !(owner.fuzzy || pair.fuzzy) && !namesAnything(pair.hidden);
    });
    if (finds.length === 0) continue;
    searched.push(
      `${name}${owner.fuzzy ? " (fuzzy)" : ""}: ${finds.map((o) => o.kind).join(", ")}`,
    );
    for (const actor of actors) {
      const hidden = finds.filter((o) => !sees(o, actor));
      if (hidden.length === 0) continue;
      const asking = await searchPairs(
        roads,
        call,
        actor,
        hidden.map((o) => wordsOf(o) as string),
      );
      asked += 2 * hidden.length + 2;
      const needles = needlesFor(roads.everything(), actor, call.field);
      asking.pairs.forEach((pair, k) => {
        const object = hidden[k]?.kind ?? "-";
        const note = (detail: string) =>
          found.push({ field: call.field, position: call.position.path, actor, object, detail });
        for (const leak of leakedSecrets(pair.hidden, needles)) note(leak);
        if (pair.hidden !== pair.other && !asking.fuzzy && !pair.fuzzy)
          note(`found: ${differences(JSON.parse(pair.hidden), JSON.parse(pair.other)).join("; ")}`);
      });
    }
  }
  return { found, searched, asked };
}

/**
 * Error texts in a reading (GraphQL errors and Error results), each searched for hidden
 * objects' words and ids: no field is allowed to name a hidden object in a message.
 */
export function errorTextFindings(roads: Roads, actor: ActorName, reading: Reading) {
  const found: Finding[] = [];
  const needles = needlesFor(roads.everything(), actor, "error message");
  for (const [field, answer] of reading)
    for (const [, message] of answer.matchAll(/"message":"((?:[^"\\]|\\.)*)"/g))
      for (const leak of leakedSecrets(message ?? "", needles))
        found.push({ field, position: "message", actor, object: "-", detail: leak });
  return found;
}
