import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

/** A shell example of docs/api.md and the answer printed under it, if any. */
export type DocExample = {
  line: number;
  script: string;
  answer: { kind: string; text: string } | null;
};

/** A fenced block: its language, the word after it (```json payload), its first line, its text. */
type DocBlock = { kind: string; info: string; line: number; text: string };

const fence = /^```(\w*)(?:[ \t]+(\S+))?\s*$/;

function docBlocks(file: string): DocBlock[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const blocks: DocBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const opening = fence.exec(lines[index] ?? "");
    if (!opening) continue;
    const start = index + 1;
    do index++;
    while (index < lines.length && !/^```\s*$/.test(lines[index] ?? ""));
    const text = lines.slice(start, index).join("\n");
    blocks.push({ kind: opening[1] ?? "", info: opening[2] ?? "", line: start, text });
  }
  return blocks;
}

/**
 * The runnable examples of a Markdown file: every `sh` block, with the `json` or `text` block
 * that follows it (before the next `sh` block) as its documented answer.
 */
export function docExamples(file: string): DocExample[] {
  const examples: DocExample[] = [];
  for (const block of docBlocks(file)) {
    const last = examples.at(-1);
    if (block.kind === "sh") examples.push({ line: block.line, script: block.text, answer: null });
    else if (
      (block.kind === "json" || block.kind === "text") &&
      !block.info &&
      last &&
      !last.answer
    )
      last.answer = { kind: block.kind, text: block.text };
  }
  return examples;
}

/** The blocks marked with a word after their language (```json payload, ```js verify). */
export function docBlocksMarked(file: string, info: string): DocBlock[] {
  return docBlocks(file).filter((block) => block.info === info);
}

export const apiDocPath = path.join(import.meta.dirname, "../../../../../docs/api.md");

/**
 * Runs one example as the reader would, in bash with -e and pipefail; answers its output. Not
 * spawnSync: the server under test may answer from this very process.
 */
export function runDocExample(example: DocExample, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "bash",
      ["-euo", "pipefail", "-c", example.script],
      { env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 },
      (error, stdout, stderr) =>
        error
          ? reject(
              new Error(`docs/api.md line ${example.line}: ${error.message}: ${stderr}${stdout}`),
            )
          : resolve(stdout),
    );
  });
}

/**
 * Whether an answer has the documented shape: every documented key is there with a value of the
 * same kind; "…" stands for any string; other strings, numbers and booleans must be equal; the
 * first item of a documented list describes the answer's first item (an empty one: any list).
 */
export function shapeProblems(documented: unknown, actual: unknown, at = "answer"): string[] {
  if (documented === "…") return typeof actual === "string" ? [] : [`${at}: not a string`];
  if (Array.isArray(documented)) {
    if (!Array.isArray(actual)) return [`${at}: not a list`];
    if (documented.length === 0) return [];
    if (actual.length === 0) return [`${at}: empty, documented with items`];
    return shapeProblems(documented[0], actual[0], `${at}[0]`);
  }
  if (documented && typeof documented === "object") {
    if (!actual || typeof actual !== "object" || Array.isArray(actual))
      return [`${at}: not an object (${JSON.stringify(actual)})`];
    return Object.entries(documented).flatMap(([key, value]) =>
      key in actual
        ? shapeProblems(value, (actual as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}: missing`],
    );
  }
  return documented === actual
    ? []
    : [`${at}: documented ${JSON.stringify(documented)}, answered ${JSON.stringify(actual)}`];
}

/** The problems of an example's output against its documented answer (none when it has none). */
export function answerProblems(example: DocExample, output: string): string[] {
  if (!example.answer) return [];
  if (example.answer.kind === "text")
    return output.trim() === example.answer.text.trim()
      ? []
      : [`documented ${JSON.stringify(example.answer.text)}, printed ${JSON.stringify(output)}`];
  try {
    return shapeProblems(JSON.parse(example.answer.text), JSON.parse(output));
  } catch (error) {
    return [`not JSON: ${String(error)}: ${output.slice(0, 500)}`];
  }
}
