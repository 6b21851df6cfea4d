/** Rows of a raw statement (`db.execute`), whichever driver ran it (node-postgres or PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows?: T[] }).rows) ?? [];
}
