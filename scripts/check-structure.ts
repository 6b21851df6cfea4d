/**
 * `npm run structure`: the rules of the folder layout that no compiler checks.
 *
 * 1. No import cycle between folders of the server (each feature, and core, db, graphql,
 *    http, jobs, mail, import, seed, config.ts, and the other root files as "app"). Tests and test/ helpers sit
 *    above everything and are left out, as is db/schema.ts, drizzle-kit's list of all tables.
 * 2. No hand-written organisation filter: `eq(x.organizationId, …)` belongs to core/tenant.ts
 *    (tenantData / acrossOrganizations), so no service can forget or mistype it.
 * 3. Every web feature folder has a server feature folder of the same name.
 *
 * Why not dependency-cruiser or madge: both parse TypeScript through the `typescript` package's
 * compiler API, which TypeScript 7 (our compiler) no longer ships; imports here are plain
 * relative specifiers, so reading them with one regular expression is exact enough.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

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

const importPattern = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function serverGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of filesUnder(serverSrc, /\.ts$/)) {
    const from = moduleOf(file);
    if (!from) continue;
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(importPattern)) {
      const target = path.resolve(path.dirname(file), match[1] ?? "");
      const to = moduleOf(target);
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path.relative(root, file)} → ${match[1]}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** Strongly connected groups of more than one folder (Tarjan), each a cycle to break. */
export function cycles(graph: Map<string, Map<string, string>>): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return groups;
}

const graph = serverGraph();
for (const group of cycles(graph)) {
  const members = new Set(group);
  const examples = group.flatMap((from) =>
    [...(graph.get(from) ?? [])]
      .filter(([to]) => members.has(to))
      .map(([to, where]) => `    ${from} → ${to}: ${where}`),
  );
  problems.push(`import cycle between ${group.join(", ")}:\n${examples.join("\n")}`);
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

if (problems.length) {
  console.error(problems.join("\n\n"));
  console.error(`\nstructure: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(
  "structure: no folder cycles, no hand-written organisation filters, feature names match",
);
