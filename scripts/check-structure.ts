/**
 * `npm run structure`: the rules of the folder layout that no compiler checks.
 *
 * 1. No import cycle between folders of the server (each feature, and core, db, graphql,
 *    http, jobs, mail, import, seed, config.ts, and the other root files as "app"). Tests and test/ helpers sit
 *    above everything and are left out, as is db/schema.ts, drizzle-kit's list of all tables.
 * 2. No hand-written organisation filter: `eq(x.organizationId, …)` belongs to core/tenant.ts
 *    (tenantData / acrossOrganizations), so no service can forget or mistype it.
 * 3. Every web feature folder has a server feature folder of the same name.
 * 4. No file-level import cycle in the web app that leaves a feature folder (comments/CommentCard
 *    → cases/… → comments/CommentCard): a feature adds to another through that one's registry
 *    (activity-tabs.ts, note-actions.ts) instead. Tests are left out. A planted cycle is checked
 *    first, so the rule cannot quietly stop finding cycles.
 *
 * Why not dependency-cruiser or madge: both parse TypeScript through the `typescript` package's
 * compiler API, which TypeScript 7 (our compiler) no longer ships; imports here are plain
 * relative specifiers, so reading them with one regular expression is exact enough.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import {
  crossFeatureCycles,
  cycleExamples,
  cycles,
  type ImportGraph,
  importsOf,
} from "./import-graph.ts";

const root = path.resolve(import.meta.dirname, "..");
const serverSrc = path.join(root, "packages/server/src");
const problems: string[] = [];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === "node_modules" ? [] : filesUnder(full, pattern);
    return pattern.test(name) ? [full] : [];
  });
}

/** The folder a server file belongs to, for the cycle rule. */
export function moduleOf(file: string): string | null {
  const parts = path.relative(serverSrc, file).split(path.sep);
  if (parts[0] === "test" || /\.test\.tsx?$/.test(file)) return null;
  if (parts.join("/") === "db/schema.ts") return null;
  // config.ts is read by every layer; the other root files (app, main, worker, schema) sit on top.
  if (parts.length === 1) return parts[0] === "config.ts" ? "config" : "app";
  if (parts[0] === "features") return `features/${parts[1]}`;
  return parts[0] ?? null;
}

function serverGraph(): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of filesUnder(serverSrc, /\.ts$/)) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const { target, specifier } of importsOf(file, readFileSync(file, "utf8"))) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(root, file)} → ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

const graph = serverGraph();
for (const group of cycles(graph)) {
  problems.push(
    `import cycle between ${group.join(", ")}:\n${cycleExamples(graph, group).join("\n")}`,
  );
}

const handFilter = /eq\(\s*[\w.]+\.organizationId\s*,/;
for (const file of filesUnder(serverSrc, /\.ts$/)) {
  const relative = path.relative(serverSrc, file);
  if (relative.startsWith(`core${path.sep}`) || relative.startsWith(`test${path.sep}`)) continue;
  if (relative.endsWith(".test.ts")) continue;
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, i) => {
      if (handFilter.test(line)) {
        problems.push(
          `hand-written organisation filter at packages/server/src/${relative}:${i + 1}: use tenantData(db, actor) or acrossOrganizations()`,
        );
      }
    });
}

const webFeatures = readdirSync(path.join(root, "packages/web/src/features"));
const serverFeatures = new Set(readdirSync(path.join(serverSrc, "features")));
for (const feature of webFeatures) {
  if (!serverFeatures.has(feature)) {
    problems.push(`web feature folder "${feature}" has no server feature of the same name`);
  }
}

const webSrc = path.join(root, "packages/web/src");

/** Rule 4 must find a cycle planted across two features (through a lazy import, too). */
function findsPlantedCycle(): boolean {
  const at = (file: string) => path.join(webSrc, file);
  const planted = new Map([
    [at("features/a/Card.tsx"), 'import { Maker } from "../b/Maker.tsx";'],
    [at("features/b/Maker.tsx"), 'import { Feed } from "./Feed.tsx";'],
    [at("features/b/Feed.tsx"), 'const Card = lazy(() => import("../a/Card.tsx"));'],
    [at("features/b/Other.tsx"), 'import { Feed } from "./Feed.tsx";'],
  ]);
  const found = crossFeatureCycles(planted, webSrc);
  return found.length === 1 && found[0]?.group.length === 3;
}

if (!findsPlantedCycle()) problems.push("the web file-cycle rule no longer finds a planted cycle");
const webSources = new Map(
  filesUnder(webSrc, /\.tsx?$/)
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => [file, readFileSync(file, "utf8")] as const),
);
for (const { group, examples } of crossFeatureCycles(webSources, webSrc)) {
  problems.push(
    `web import cycle across features between ${group.join(", ")}:\n${examples.join("\n")}`,
  );
}

if (problems.length) {
  console.error(problems.join("\n\n"));
  console.error(`\nstructure: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  "structure: no folder cycles, no web file cycles across features, no hand-written organisation filters, feature names match",
);
