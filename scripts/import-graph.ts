/**
 * Import graphs for `npm run structure` (check-structure.ts): relative imports read with one
 * regular expression (static, dynamic and type-only alike: each is a dependency of the file),
 * and Tarjan's strongly connected groups, each a cycle to break.
 */
import path from "node:path";

/** from → (to → where the first such import is, for the message). */
export type ImportGraph = Map<string, Map<string, string>>;

const importPattern = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** The relative specifiers a source imports, resolved against its file. */
export function importsOf(file: string, source: string): { target: string; specifier: string }[] {
  return [...source.matchAll(importPattern)].map((match) => ({
    target: path.resolve(path.dirname(file), match[1] ?? ""),
    specifier: match[1] ?? "",
  }));
}

/** Strongly connected groups of more than one node (Tarjan), each a cycle to break. */
export function cycles(graph: ImportGraph): string[][] {
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

/** The edges of a group that stay inside it, one line each, for a problem's message. */
export function cycleExamples(
  graph: ImportGraph,
  group: readonly string[],
  line = (from: string, to: string, where: string) => `${from} → ${to}: ${where}`,
): string[] {
  const members = new Set(group);
  return group.flatMap((from) =>
    [...(graph.get(from) ?? [])]
      .filter(([to]) => members.has(to))
      .map(([to, where]) => `    ${line(from, to, where)}`),
  );
}

/** File-level graph of `sources` (file → text): each file's imports of the other files. */
export function fileGraph(sources: ReadonlyMap<string, string>, root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const [file, source] of sources) {
    const edges = new Map<string, string>();
    for (const { target, specifier } of importsOf(file, source)) {
      if (target !== file && sources.has(target) && !edges.has(target)) {
        edges.set(target, `${path.relative(root, file)} → ${specifier}`);
      }
    }
    graph.set(file, edges);
  }
  return graph;
}

/** Where a web file sits: its feature folder ("features/cases"), else its top folder ("app"). */
export function webAreaOf(file: string, webSrc: string): string {
  const parts = path.relative(webSrc, file).split(path.sep);
  return parts[0] === "features" && parts.length > 2 ? `features/${parts[1]}` : (parts[0] ?? "");
}

/**
 * File-level import cycles of the web app that leave a feature folder (`comments/A → cases/B →
 * comments/C → comments/A`, or through app/): a feature may not need, through any chain of
 * files, a file outside it that needs it back. Tests are left out by the caller.
 */
export function crossFeatureCycles(sources: ReadonlyMap<string, string>, webSrc: string) {
  const graph = fileGraph(sources, webSrc);
  const label = (file: string) => path.relative(webSrc, file);
  return cycles(graph)
    .filter((group) => {
      const areas = new Set(group.map((file) => webAreaOf(file, webSrc)));
      return areas.size > 1 && [...areas].some((area) => area.startsWith("features/"));
    })
    .map((group) => ({
      group: group.map(label),
      // Each edge's text already names its file and what it imports.
      examples: cycleExamples(graph, group, (_from, _to, where) => where),
    }));
}
