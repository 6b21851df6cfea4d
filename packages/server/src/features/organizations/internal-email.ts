/**
 * Spec 1 §5 e-mail-domain matching: each pattern is a case-insensitive regular expression
 * anchored at the end, with a leading @ and trailing $ added when missing, so "acme.com"
 * matches "ann@acme.com" but not "ann@notacme.com" or "ann@acme.com.evil".
 */
export function domainPatternToRegExp(pattern: string): RegExp | null {
  let source = pattern.trim();
  if (!source) return null;
  if (!source.startsWith("@")) source = `@${source}`;
  if (!source.endsWith("$")) source = `${source}$`;
  try {
    return new RegExp(source, "i");
  } catch {
    // An administrator's malformed pattern matches nothing rather than breaking the session.
    return null;
  }
}

export function isInternalEmail(email: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => domainPatternToRegExp(pattern)?.test(email) ?? false);
}
