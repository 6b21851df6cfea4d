/**
 * What the client is told while the database cannot be reached (stopped, restarting, the
 * network dropped): at once, instead of a generic failure or a long wait.
 */
export const databaseUnavailableMessage = "The database cannot be reached. Try again in a moment.";

// Node's socket errors and PostgreSQL's connection-exception and shutdown codes (class 08, 57P0x).
const unreachableCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
]);

// node-postgres says these in words, without a code.
const unreachableWords = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "timeout expired",
  "Client has encountered a connection error",
];

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), says the database is gone. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== "object") return false;
    const shape = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (typeof shape.code === "string" && unreachableCodes.has(shape.code)) return true;
    if (
      typeof shape.message === "string" &&
      unreachableWords.some((w) => shape.message === w || (shape.message as string).startsWith(w))
    )
      return true;
    current = shape.cause ?? shape.originalError;
  }
  return false;
}
