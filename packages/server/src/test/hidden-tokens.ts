import { randomBytes } from "node:crypto";
import type { GraphQLSchema } from "graphql";
import {
  askAll,
  askEach,
  differences,
  type Finding,
  leakedSecrets,
  needlesFor,
  normalise,
  normaliseTyped,
} from "./hidden-answers-compare.ts";
import { personOf, sees } from "./hidden-object-ops.ts";
import type { ActorName, ProbeObject } from "./hidden-objects.ts";
import { type Roads, roadRules } from "./hidden-roads.ts";
import { fieldCall, type SchemaCall, schemaCalls } from "./schema-calls.ts";

/**
 * Undo tokens and names. A token the owner was given, used by anyone else, answers as a token
 * nobody was given (and is still the owner's to use after); something created under a hidden
 * object's own name answers as something created under a name nobody used (no "already
 * exists", no slug with a counter, no error naming it).
 */

/** Every mutation argument that takes an undo token (generated: its name says undo). */
export function undoCalls(schema: GraphQLSchema, roads: Roads): SchemaCall[] {
  return schemaCalls(
    schema,
    roadRules(() => roads.world),
  ).filter((c) => c.operation === "mutation" && /undo/i.test(`${c.field} ${c.position.path}`));
}

export async function probeUndoTokens(
  roads: Roads,
  calls: SchemaCall[],
  actors: readonly ActorName[],
) {
  const found: Finding[] = [];
  const tokens = roads.everything().filter((o) => /Undo$/.test(o.kind));
  const text = (answer: unknown, value: string) => normalise(answer, value, roads.known);
  for (const call of calls) {
    for (const actor of actors) {
      const values = [roads.unknownId, ...tokens.map((t) => t.id)];
      const answers = await askAll(roads.world.clients[actor], call, values);
      const reference = text(answers[0], roads.unknownId);
      const needles = needlesFor(roads.everything(), actor, call.field);
      tokens.forEach((token, k) => {
        const answer = text(answers[k + 1], token.id);
        const note = (detail: string) =>
          found.push({
            field: call.field,
            position: call.position.path,
            actor,
            object: token.kind,
            detail,
          });
        for (const leak of leakedSecrets(answer, needles)) note(leak);
        if (answer !== reference)
          note(
            `answers unlike a garbage token: ${differences(JSON.parse(answer), JSON.parse(reference)).join("; ")}`,
          );
      });
    }
  }
  // Still live for their owner: each token undoes something for the owner at some field.
  const owner = roads.world.people.owner.client;
  const dead: string[] = [];
  for (const token of tokens) {
    let live = false;
    for (const call of calls) {
      const [unknown, answer] = await askAll(owner, call, [roads.unknownId, token.id]);
      if (text(answer, token.id) !== text(unknown, roads.unknownId)) live = true;
      if (live) break;
    }
    if (!live) dead.push(token.kind);
  }
  return { found, dead };
}

/**
 * Names that tell a hidden object apart, each with what is known. The lead decides what
 * becomes of each; until then the check skips them (and still searches their answers).
 */
export const namesAllowedToDiffer: Record<string, string> = {
  "createPortfolio(input.name)":
    "known finding: portfolio slugs are unique in the organisation, so a new portfolio named " +
    "like a portfolio the creator may not see gets the slug '<name>-2' (one with a new name " +
    "gets '<name>'): the slug tells that the hidden name exists",
};

/** Which organisation an actor creates things in: names collide with things made there. */
const organisationOf = (actor: ActorName) =>
  personOf(actor) === "outsider" ? "globex" : personOf(actor) === "provider" ? "provider" : "acme";

/**
 * Every create or rename mutation with a name or title (generated), as every actor: for each
 * object hidden from them that has a title, the title itself and a title of the same shape
 * nobody used, in one request. Once someone has made a thing of that name in an organisation
 * (the first actor there allowed to), the others there would rightly meet it: they do not try.
 */
export async function probeNames(
  roads: Roads,
  schema: GraphQLSchema,
  actors: readonly ActorName[],
) {
  const rules = roadRules(() => roads.world);
  const calls = Object.values(schema.getMutationType()?.getFields() ?? {})
    .filter((field) => /^(create|rename)/.test(field.name))
    .flatMap((field) =>
      fieldCall(schema, "mutation", field, rules, { budget: 1, textAt: /^(name|title|subject)$/ }),
    );
  const found: Finding[] = [];
  const made = new Set<string>();
  for (const call of calls) {
    const position = `${call.field}(${call.position.path})`;
    // The signed-out client is refused before any name is read (the id probes ask it).
    for (const actor of actors.filter((a) => a !== "signedOut")) {
      const keyOf = (o: ProbeObject) => `${organisationOf(actor)} ${position} ${o.title}`;
      // One object of each kind (a name collides with its kind's, whichever object it is),
      // and none whose name was made in this organisation already.
      const titled = roads
        .everything()
        .filter((o, i, all) => o.title && all.findIndex((x) => x.kind === o.kind) === i)
        .filter((o) => !sees(o, actor) && !made.has(keyOf(o)));
      const values = titled.flatMap((o) => {
        const title = o.title as string;
        return [title, title.replace(/[0-9a-f]{10}/, randomBytes(5).toString("hex"))];
      });
      const answers = await askEach(
        roads.world.clients[actor],
        values.map((value) => ({ call, value })),
      );
      const text = (i: number) => normaliseTyped(answers[i], values[i] as string, roads.known);
      const needles = needlesFor(roads.everything(), actor, call.field);
      titled.forEach((object, k) => {
        const [mine, fresh] = [text(2 * k), text(2 * k + 1)];
        const note = (detail: string) =>
          found.push({
            field: call.field,
            position: call.position.path,
            actor,
            object: object.kind,
            detail,
          });
        for (const leak of leakedSecrets(mine, needles)) note(leak);
        if (!answers[2 * k]?.errors && !mine.includes("Error")) made.add(keyOf(object));
        if (mine === fresh || Object.hasOwn(namesAllowedToDiffer, position)) return;
        note(
          `a hidden name answers unlike a new one: ${differences(JSON.parse(mine), JSON.parse(fresh)).join("; ")}`,
        );
      });
    }
  }
  return { found, fields: [...new Set(calls.map((c) => `${c.field}(${c.position.path})`))] };
}
