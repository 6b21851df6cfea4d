/**
 * Internal-user detection by mail domain (spec 1 §5). Organisation admins write domains such
 * as "example.com" or "@example.com"; we add the leading "@" and trailing "$" when missing.
 *
 * Patterns are literal domains, not regular expressions: every character except the anchoring
 * "$" is escaped, so "example.com" cannot match "exampleXcom" and no pattern can throw or
 * backtrack badly. Subdomains need their own pattern ("@eu.example.com").
 */
export function toDomainPattern(pattern: string): string {
  const trimmed = pattern.trim();
  const withAt = trimmed.startsWith("@") ? trimmed : `@${trimmed}`;
  return withAt.endsWith("$") ? withAt : `${withAt}$`;
}

const regexSpecialCharacters = /[.*+?^${}()|[\]\\/-]/g;

function toDomainRegex(pattern: string): RegExp | null {
  const literal = toDomainPattern(pattern).slice(0, -1);
  if (literal === "@") return null;
  return new RegExp(`${literal.replace(regexSpecialCharacters, "\\$&")}$`, "i");
}

export function isInternalEmail(email: string, patterns: readonly string[]): boolean {
  const address = email.trim();
  if (address === "") return false;
  return patterns.some((pattern) => toDomainRegex(pattern)?.test(address) ?? false);
}
