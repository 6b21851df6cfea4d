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

/** Whether `error`, or an error it wraps (Drizzle wraps the driver's), matches `test`. */
function anyCause(error: unknown, test: (shape: { code?: unknown; message?: unknown }) => boolean) {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (typeof current !== "object") return false;
    const shape = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      originalError?: unknown;
    };
    if (test(shape)) return true;
    current = shape.cause ?? shape.originalError;
  }
  return false;
}

/** Whether `error`, or an error it wraps, says the database is gone. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      (typeof code === "string" && unreachableCodes.has(code)) ||
      (typeof message === "string" &&
        unreachableWords.some((w) => message === w || message.startsWith(w))),
  );
}

/**
 * What the client is told when the database's disk is full: the write was refused whole (a
 * statement that cannot extend its file fails and its transaction rolls back), reads go on, and
 * someone has to make room.
 */
export const databaseFullMessage =
  "The server's disk is full, so nothing was saved. Reading still works; ask your administrator to free space.";

/**
 * PostgreSQL's disk_full (53100), which it raises for a file it cannot extend; the embedded
 * database passes the same words up from its file system.
 */
export function isDatabaseFull(error: unknown): boolean {
  return anyCause(
    error,
    ({ code, message }) =>
      code === "53100" ||
      (typeof message === "string" && message.includes("No space left on device")),
  );
}
