/**
 * Where JSON text first breaks the grammar. V8's JSON.parse names the position for most faults
 * but not for an unexpected character ("Unexpected token 'x', "…" is not valid JSON"), where it
 * quotes the text instead; people fixing a file need the line and column either way.
 */

const whitespace = new Set([" ", "\t", "\n", "\r"]);
const numberAt = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const escapes = new Set(['"', "\\", "/", "b", "f", "n", "r", "t"]);

/** The offset just past a string starting at `start` (a quote), or the offset of its fault. */
function stringEnd(text: string, start: number): { end: number } | { fault: number } {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return { end: i + 1 };
    if (c < 0x20) return { fault: i };
    if (c === 0x5c) {
      const escaped = text[i + 1];
      // A bad escape is at the character after the backslash, as JSON.parse counts it.
      if (escaped === "u") {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { fault: i + 1 };
        i += 6;
      } else if (escaped !== undefined && escapes.has(escaped)) i += 2;
      else return { fault: i + 1 };
    } else i += 1;
  }
  return { fault: text.length };
}

/**
 * The offset of the first character that makes `text` invalid JSON (text.length when it ends
 * too soon), or null when it is valid. Iterative, so deep nesting cannot overflow the stack.
 */
export function jsonFaultOffset(text: string): number | null {
  const open: string[] = [];
  let state: "value" | "firstValue" | "firstKey" | "key" | "after" = "value";
  let i = 0;
  for (;;) {
    while (i < text.length && whitespace.has(text[i] as string)) i += 1;
    const c = text[i];
    if (state === "after") {
      const top = open.at(-1);
      if (top === undefined) return i < text.length ? i : null;
      if (c === ",") {
        state = top === "[" ? "value" : "key";
        i += 1;
      } else if ((top === "[" && c === "]") || (top === "{" && c === "}")) {
        open.pop();
        i += 1;
      } else return i;
      continue;
    }
    if (state === "firstValue" && c === "]") {
      open.pop();
      state = "after";
      i += 1;
      continue;
    }
    if (state === "firstKey" && c === "}") {
      open.pop();
      state = "after";
      i += 1;
      continue;
    }
    if (state === "firstKey" || state === "key") {
      if (c !== '"') return i;
      const key = stringEnd(text, i);
      if ("fault" in key) return key.fault;
      i = key.end;
      while (i < text.length && whitespace.has(text[i] as string)) i += 1;
      if (text[i] !== ":") return i;
      i += 1;
      state = "value";
      continue;
    }
    // A value is expected.
    if (c === "[" || c === "{") {
      open.push(c);
      state = c === "[" ? "firstValue" : "firstKey";
      i += 1;
      continue;
    }
    if (c === '"') {
      const value = stringEnd(text, i);
      if ("fault" in value) return value.fault;
      i = value.end;
    } else {
      const word = ["true", "false", "null"].find((w) => text.startsWith(w, i));
      numberAt.lastIndex = i;
      const number = word ? null : numberAt.exec(text);
      if (word) i += word.length;
      else if (number) i += number[0].length;
      else return i;
    }
    state = "after";
  }
}

/** "line 2, column 6" for an offset into `text` (both counted from 1). */
export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return `line ${line}, column ${column}`;
}

/**
 * What is wrong with JSON text that JSON.parse refused, without V8's quote of the text (which
 * may be the whole file): "Expected ':' after property name at line 2, column 6".
 */
export function describeJsonFault(text: string, error: Error): string {
  const reason = error.message
    .replace(/ in JSON at position \d+.*$/s, "")
    // V8 quotes the text around the fault, shortened with "...": `, ..."{"a": x}" is not …`.
    .replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, "")
    .replace(/ of JSON input$/, "");
  const offset = jsonFaultOffset(text);
  return offset === null ? reason : `${reason} at ${lineAndColumn(text, offset)}`;
}
