/** Where to go after signing in (spec 1 §2.3): only paths on this site, anything else goes home. */
export const homePath = "/";
export const loginPath = "/login";

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * Browsers read "//host" and "/\\host" as another host, and drop tabs and newlines before
 * parsing ("/\t/host"). Past those, a value starting with one slash is a path on this site.
 */
export function isSafeNextPath(next: string | null | undefined): next is string {
  return (
    typeof next === "string" &&
    next.startsWith("/") &&
    !next.startsWith("//") &&
    !next.startsWith("/\\") &&
    !controlCharacters.test(next)
  );
}

export function safeNextPath(next: string | null | undefined): string {
  return isSafeNextPath(next) ? next : homePath;
}

/** "/login?next=%2Fportfolios%3Fx%3D1"; an unsafe path becomes "/". */
export function loginPathFor(pathWithQuery: string | null | undefined): string {
  return `${loginPath}?next=${encodeURIComponent(safeNextPath(pathWithQuery))}`;
}
