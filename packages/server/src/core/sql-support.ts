/** `%` and `_` typed by a person are literal characters in an ILIKE search. */
export function likePattern(query: string): string {
  return `%${query.trim().replace(/[\\%_]/g, "\\$&")}%`;
}

/** A unique index refused the row (two requests creating the same name at once). */
export function isUniqueViolation(error: unknown): boolean {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return (withCode?.code ?? withCode?.cause?.code) === "23505";
}
