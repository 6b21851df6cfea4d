import type { TestClient } from "./harness.ts";
import { readsText, sees } from "./hidden-object-ops.ts";
import type { ActorName, ProbeObject } from "./hidden-objects.ts";
import { joinParts, type SchemaCall } from "./schema-calls.ts";

/**
 * How the hidden-answers test compares two answers: the probed value becomes a placeholder,
 * times and ids made during the run become placeholders too (ids of the test's own objects and
 * people stay, so naming one is a difference), and GraphQL error locations are dropped.
 */

const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const isoTime = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Fields that differ between two calls for reasons other than what was asked: a case's number
 * counts up with every case the run's mutations create, a new portfolio's place among its
 * siblings with every portfolio.
 */
const volatileKeys: Record<string, string> = { rowNumber: "<number>", order: "<number>" };

export function normalise(answer: unknown, value: string, known: ReadonlySet<string>): string {
  const text =
    JSON.stringify(answer, (key, v) =>
      key === "locations"
        ? undefined
        : Object.hasOwn(volatileKeys, key) && v !== null
          ? volatileKeys[key]
          : v,
    ) ?? "null";
  return normaliseText(text, value, known);
}

/** The same placeholders in any text (a file route's status, headers and body). */
export function normaliseText(text: string, value: string, known: ReadonlySet<string>): string {
  const named = value ? text.replace(new RegExp(escapeRegExp(value), "gi"), "<probed>") : text;
  return named
    .replace(isoTime, "<time>")
    .replace(uuid, (id) => (known.has(id.toLowerCase()) ? id : "<new-id>"));
}

/**
 * As normalise, for a value a person typed (a search, a name): the forms the app makes of it
 * become placeholders too, a slug ("secret-3f2a-title") and the search's own keywords
 * ("secret3f2a title").
 */
export function normaliseTyped(answer: unknown, value: string, known: ReadonlySet<string>) {
  const lower = value.toLowerCase();
  const slug = lower.replace(/[^a-z0-9]+/g, "-");
  const keywords = lower.replace(/[^a-z0-9\s]+/g, "");
  return normalise(answer, value, known)
    .replaceAll(slug, "<probed-slug>")
    .replaceAll(keywords, "<probed-keywords>");
}

/** The first few paths where two JSON values differ, with both sides. */
export function differences(a: unknown, b: unknown, path = "", found: string[] = []): string[] {
  if (found.length >= 3) return found;
  const show = (v: unknown) => {
    const text = JSON.stringify(v) ?? "undefined";
    return text.length > 240 ? `${text.slice(0, 240)}…` : text;
  };
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      differences(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}/${key}`,
        found,
      );
    }
    return found;
  }
  if (JSON.stringify(a) !== JSON.stringify(b))
    found.push(`${path || "/"}: hidden=${show(a)} unknown=${show(b)}`);
  return found;
}

/**
 * Fields whose answers may name an object hidden from the caller by its id, each with the reason.
 */
export const idsAllowedIn: Record<string, string> = {
  auditLog: "issue 26: an audit entry about a private object names it by id and kind only",
};

export type Needle = { text: string; label: string };

/**
 * What this actor must never read in an answer of `field`: the secret markers of the objects
 * hidden from them (lower-cased: slugs are lower-case names) and those objects' ids (the id
 * asked about is replaced before the search, so echoing it is fine).
 */
export function needlesFor(objects: readonly ProbeObject[], actor: ActorName, field: string) {
  const needles: Needle[] = [];
  for (const o of objects) {
    if (!readsText(o, actor))
      for (const secret of o.secrets) needles.push({ text: secret.toLowerCase(), label: "secret" });
    if (!sees(o, actor) && !Object.hasOwn(idsAllowedIn, field))
      needles.push({ text: o.id.toLowerCase(), label: `id of the hidden ${o.kind}` });
  }
  return needles;
}

/** Each needle found in the text, with the text around it. */
export function leakedSecrets(text: string, needles: readonly Needle[]) {
  const lower = text.toLowerCase();
  return needles.flatMap((needle) => {
    const at = lower.indexOf(needle.text);
    if (at < 0) return [];
    const around = text.slice(Math.max(0, at - 200), at + 60);
    return [`${needle.label} ${needle.text} in …${around}…`];
  });
}

/**
 * Differences between a hidden object's answer and an unknown id's that are not leaks, each
 * with its reason, by `field(position)` (e.g. `portfolio(slug)`). None so far: keep it so.
 */
export const allowedDifferences: Record<string, string> = {};

export type Finding = {
  field: string;
  position: string;
  actor: ActorName;
  object: string;
  detail: string;
};

export const describeFinding = (f: Finding) =>
  `${f.actor} ${f.field}(${f.position} = ${f.object}): ${f.detail}`;

type GraphQLError = { message: string; path?: (string | number)[]; extensions?: unknown };
export type Answer = { data?: unknown; errors?: GraphQLError[] };

/** One generated call with the value it is asked with. */
export type Asked = { call: SchemaCall; value: string };

/** One generated call for every value: see askEach. */
export const askAll = (client: TestClient, call: SchemaCall, values: readonly string[]) =>
  askEach(
    client,
    values.map((value) => ({ call, value })),
  );

/**
 * Asks every call with its value in as few requests as possible (aliases a0, a1, …; all of one
 * operation) and returns each one's answer as a request of its own would have it. A root field
 * that is non-null and fails nulls the whole data: calls answered by their own error keep it,
 * the rest are asked again (a failing mutation stops the ones after it, which are asked again
 * too).
 */
export async function askEach(client: TestClient, asked: readonly Asked[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  const operation = asked[0]?.call.operation ?? "query";
  let pending = asked.map((_, i) => i);
  let chunk = pending;
  let singly = false;
  while (pending.length > 0) {
    const parts = chunk.map((index, k) => {
      const { call, value } = asked[index] as Asked;
      return call.parts([value], k);
    });
    const { document, variables } = joinParts(operation, parts);
    const response = (await client.gql(document, variables)) as Answer;
    const data = response.data as Record<string, unknown> | null | undefined;
    const answered = new Set<number>();
    chunk.forEach((index, k) => {
      const alias = `a${k}`;
      const field = (asked[index] as Asked).call.field;
      const errors = (response.errors ?? [])
        .filter((e) => e.path?.[0] === alias)
        .map((e) => ({ ...e, path: [field, ...(e.path ?? []).slice(1)] }));
      const extra = errors.length ? { errors } : {};
      if (data && alias in data) answers[index] = { data: { [field]: data[alias] }, ...extra };
      else if (!data && errors.length) answers[index] = { data: null, errors };
      else return;
      answered.add(index);
    });
    if (answered.size === 0) {
      const first = chunk[0] as number;
      if (chunk.length > 1) {
        chunk = [first];
        continue;
      }
      answers[first] = response; // a request-wide error: no field to attribute it to
      answered.add(first);
    }
    // A mutation that failed stopped the rest of its batch: ask the rest one at a time (a
    // shrinking batch would send the same long document again for every value).
    if (operation === "mutation" && !data && answered.size < chunk.length) singly = true;
    pending = pending.filter((i) => !answered.has(i));
    chunk = singly ? pending.slice(0, 1) : pending;
  }
  return answers;
}
