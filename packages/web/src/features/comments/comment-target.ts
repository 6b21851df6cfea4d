/** What a wall belongs to: exactly one of a company (by id or DUNS), a portfolio or a case. */
export type CommentTarget =
  | { companyId: string }
  | { duns: string }
  | { portfolioId: string }
  | { caseId: string };

/** A stable text for keys (drafts, caches): the kind and the id, e.g. "companyId:42". */
export function targetKey(target: CommentTarget): string {
  const [kind, id] = Object.entries(target)[0] ?? ["none", ""];
  return `${kind}:${id}`;
}
