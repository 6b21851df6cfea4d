import { limits } from "@tierwise/common/limits";

/** The navigation pinned state lives in a cookie (spec 1 §2.4, §9: max-age one year). */
export const navigationPinnedCookie = "tw_nav_pinned";

export function readNavigationPinned(cookieHeader: string, fallback = true): boolean {
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === navigationPinnedCookie) {
      if (value === "1") return true;
      if (value === "0") return false;
    }
  }
  return fallback;
}

export function navigationPinnedCookieValue(pinned: boolean, secure: boolean): string {
  return [
    `${navigationPinnedCookie}=${pinned ? "1" : "0"}`,
    `Max-Age=${limits.navigationPinnedCookieMaxAgeSeconds}`,
    "Path=/",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function writeNavigationPinned(pinned: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie.
  document.cookie = navigationPinnedCookieValue(pinned, window.location.protocol === "https:");
}
