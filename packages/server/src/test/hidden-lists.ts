import { randomBytes } from "node:crypto";
import type { TestClient } from "./harness.ts";
import {
  askEach,
  differences,
  type Finding,
  leakedSecrets,
  needlesFor,
  normalise,
  normaliseTyped,
} from "./hidden-answers-compare.ts";
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

/** Every read call as one client, in as few requests as askEach needs; normalised answers. */
export async function readEverything(roads: Roads, client: TestClient, calls: SchemaCall[]) {
  const answers = await askEach(
    client,
    calls.map((call) => ({ call, value: "" })),
  );
  const reading: Reading = new Map();
  calls.forEach((call, i) => {
    reading.set(call.field, normalise(answers[i], "", roads.known));
  });
  return reading;
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

/** What a person would type to find the object: its title. */
const wordsOf = (o: ProbeObject) => o.title;
/** Words of the same shape that nobody wrote: the marker's letters made again. */
const unwritten = (words: string) => words.replace(/[0-9a-f]{10}/, randomBytes(5).toString("hex"));

/**
 * One search field as one actor: each hidden object's words beside unwritten words of the same
 * shape (a fuzzy search scores both alike); returns the answers as pairs.
 */
async function searchPairs(
  roads: Roads,
  call: SchemaCall,
  actor: ActorName | "owner",
  words: string[],
) {
  const client = actor === "owner" ? roads.world.people.owner.client : roads.world.clients[actor];
  const values = words.flatMap((w) => [w, unwritten(w)]);
  const answers = await askEach(
    client,
    values.map((value) => ({ call, value })),
  );
  return words.map((w, k) => {
    const hidden = normaliseTyped(answers[2 * k], values[2 * k] as string, roads.known);
    const other = normaliseTyped(answers[2 * k + 1], values[2 * k + 1] as string, roads.known);
    return { words: w, hidden, other };
  });
}

/**
 * Every search field: the owner's answers say which objects' words it finds (the owner sees
 * everything, so words the owner's search does not find are found by nobody's); each actor's
 * search for those words of an object hidden from them must answer as the unwritten words,
 * and carry no secret.
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
    const ownerPairs = await searchPairs(
      roads,
      call,
      "owner",
      withWords.map((o) => wordsOf(o) as string),
    );
    asked += 2 * withWords.length;
    const finds = withWords.filter((_, k) => ownerPairs[k]?.hidden !== ownerPairs[k]?.other);
    if (finds.length === 0) continue;
    searched.push(`${name}: ${finds.map((o) => o.kind).join(", ")}`);
    for (const actor of actors) {
      const hidden = finds.filter((o) => !o.visibleTo.includes(actor));
      if (hidden.length === 0) continue;
      const pairs = await searchPairs(
        roads,
        call,
        actor,
        hidden.map((o) => wordsOf(o) as string),
      );
      asked += 2 * hidden.length;
      const needles = needlesFor(roads.everything(), actor, call.field);
      pairs.forEach((pair, k) => {
        const object = hidden[k]?.kind ?? "-";
        const note = (detail: string) =>
          found.push({ field: call.field, position: call.position.path, actor, object, detail });
        for (const leak of leakedSecrets(pair.hidden, needles)) note(leak);
        if (pair.hidden !== pair.other)
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
