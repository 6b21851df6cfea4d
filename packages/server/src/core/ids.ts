const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from clients are checked before they reach a uuid column (a bad one is simply not found). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
