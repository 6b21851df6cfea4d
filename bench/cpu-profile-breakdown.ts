/**
 * Where a server's CPU went, from a V8 `.cpuprofile` (`node --cpu-prof`): each sample goes to the
 * first frame, from the innermost outwards, that a rule below recognises (so JSON.stringify
 * inside the logger counts as logging, inside Yoga's answer as serialisation). Idle time is left
 * out. `node bench/cpu-profile-breakdown.ts [--phase session] [--top N] <file.cpuprofile>…`
 * prints a table with a column per profile: each part's share of busy time (and, with a phase,
 * its time per request) and the N busiest functions. `--phase` (session, serverTime) keeps the
 * samples taken while that load ran, from the windows.json graphql-overhead.ts writes beside
 * the profile.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
type Profile = {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
};

/** First match wins, tested on one frame at a time from the innermost. */
const rules: [part: string, test: (frame: CallFrame) => boolean][] = [
  ["garbage collection", (f) => f.functionName === "(garbage collector)"],
  ["idle", (f) => f.functionName === "(idle)"],
  ["logging (pino)", (f) => /\/(pino|sonic-boom|thread-stream)\//.test(f.url)],
  ["JSON body parsing", (f) => f.url.includes("secure-json-parse")],
  [
    "JSON serialisation of the answer",
    (f) => /result-processor\/stringify|graphql\/prepared-|fast-json-stringify/.test(f.url),
  ],
  ["GraphQL parse", (f) => /\/graphql\/language\//.test(f.url)],
  ["GraphQL validate", (f) => /\/graphql\/(validation|utilities)\//.test(f.url)],
  ["GraphQL armor (limits)", (f) => f.url.includes("graphql-armor")],
  [
    "database (drizzle, PGlite, pg)",
    (f) => /\/(drizzle-orm|@electric-sql|pg|pg-pool)\//.test(f.url),
  ],
  [
    "resolvers and session loading (our code, Pothos)",
    (f) =>
      /packages\/server\/src\/(features|core)\/|@pothos/.test(f.url) &&
      !/security-headers|load-shedding|request-limit/.test(f.url),
  ],
  [
    "GraphQL execute",
    // graphql-jit's own helpers; the code it compiles has no file and goes unattributed.
    (f) =>
      /\/graphql\/(execution|type|jsutils)\/|@graphql-tools\/(executor|utils)|graphql-jit/.test(
        f.url,
      ),
  ],
  ["context building", (f) => /graphql\/context\.ts|http\/graphql-route\.ts/.test(f.url)],
  ["Fetch API layer (@whatwg-node)", (f) => f.url.includes("@whatwg-node")],
  ["Yoga and Envelop", (f) => /\/(graphql-yoga|@envelop|@graphql-yoga)\//.test(f.url)],
  ["rate limit", (f) => /@fastify\/rate-limit|toad-cache|request-limit/.test(f.url)],
  ["under pressure (load shedding)", (f) => /@fastify\/under-pressure|load-shedding/.test(f.url)],
  ["cookies", (f) => /\/(@fastify\/cookie|cookie|cookie-signature)\//.test(f.url)],
  ["security headers", (f) => f.url.includes("security-headers")],
  ["our other hooks", (f) => /packages\/server\/src\//.test(f.url)],
  [
    "Fastify routing, hooks and reply",
    (f) => /\/(fastify|find-my-way|light-my-request|avvio|@fastify\/[\w-]+)\//.test(f.url),
  ],
  ["async context (AsyncLocalStorage)", (f) => /async_hooks|async_local_storage/.test(f.url)],
  [
    "Node HTTP and sockets",
    (f) =>
      /^node:(_http|http|net|stream|internal\/(http|stream|streams|net|url))/.test(f.url) ||
      f.functionName === "writev",
  ],
  ["other Node internals (timers, promises)", (f) => f.url.startsWith("node:")],
  ["native, not attributed", (f) => f.functionName === "(program)"],
];

/** Shares of busy CPU per part, for the samples within `window` (monotonic microseconds). */
export function breakdown(profile: Profile, window: [number, number] = [0, Infinity]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const partOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const frame = byId.get(id)?.callFrame;
    const rule = frame ? rules.find(([, test]) => test(frame)) : undefined;
    const up = parent.get(id);
    const part = rule ? rule[0] : up === undefined ? "other" : classify(up);
    partOf.set(id, part);
    return part;
  };
  const parts = new Map<string, number>();
  const functions = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const micros = profile.timeDeltas[i] ?? 0;
    at += micros;
    if (at < window[0] || at > window[1]) return;
    const part = classify(id);
    parts.set(part, (parts.get(part) ?? 0) + micros);
    const frame = byId.get(id)?.callFrame;
    if (frame && part !== "idle") {
      const key = `${frame.functionName || "(anonymous)"} ${frame.url.replace(/.*node_modules\//, "")}:${frame.lineNumber}`;
      functions.set(key, (functions.get(key) ?? 0) + micros);
    }
  });
  parts.delete("idle");
  const busy = [...parts.values()].reduce((a, b) => a + b, 0);
  return { parts, functions, busy };
}

/** A profile's parts within a phase, and the requests that phase answered (when known). */
function readProfile(file: string, phase: string | undefined) {
  const windowsFile = path.join(path.dirname(file), "windows.json");
  const windows = phase ? JSON.parse(readFileSync(windowsFile, "utf8"))[phase] : undefined;
  const profile = JSON.parse(readFileSync(file, "utf8"));
  return { ...breakdown(profile, windows?.window), requests: windows?.requests as number };
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args.splice(at, 2)[1] : undefined;
  };
  const phase = option("--phase");
  const top = Number(option("--top") ?? 0);
  if (args.length === 0) {
    throw new Error(
      "usage: cpu-profile-breakdown.ts [--phase session] [--top N] <file.cpuprofile>…",
    );
  }
  const read = args.map((file) => readProfile(file, phase));
  const cell = (r: (typeof read)[number], micros: number) => {
    const share = `${((100 * micros) / r.busy).toFixed(1)}%`;
    return r.requests ? `${share} (${(micros / r.requests).toFixed(0)} µs)` : share;
  };
  const names = [...new Set(read.flatMap((r) => [...r.parts.keys()]))];
  const total = (name: string) => read.reduce((sum, r) => sum + (r.parts.get(name) ?? 0), 0);
  names.sort((a, b) => total(b) - total(a));
  console.log(`| part | ${args.map((f) => path.basename(path.dirname(f))).join(" | ")} |`);
  console.log(`|---|${args.map(() => "---|").join("")}`);
  for (const name of names) {
    console.log(`| ${name} | ${read.map((r) => cell(r, r.parts.get(name) ?? 0)).join(" | ")} |`);
  }
  console.log(`| busy, all parts | ${read.map((r) => cell(r, r.busy)).join(" | ")} |`);
  for (const [i, r] of read.entries()) {
    if (top === 0) break;
    console.log(`\nbusiest functions (self time), ${args[i]}:`);
    for (const [name, micros] of [...r.functions].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${cell(r, micros).padStart(16)}  ${name}`);
    }
  }
}
