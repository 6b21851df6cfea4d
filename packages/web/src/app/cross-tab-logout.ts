import { loginPathFor } from "@tierwise/common/redirect";
import { isPublicPath } from "./routing/public-paths.ts";

/** localStorage key whose change tells other tabs that this browser signed out (spec 1 §4). */
export const logoutStorageKey = "tw_logout";
/** Lets the signing-out tab finish its own request before the others reload. */
export const crossTabLogoutDelayMs = 1000;

export function broadcastLogout(): void {
  try {
    window.localStorage.setItem(logoutStorageKey, String(Date.now()));
  } catch {
    // Storage unavailable (private mode): other tabs notice on their next request instead.
  }
}

/** Reloads this tab onto /login when another tab signs out. Returns the unsubscribe function. */
export function listenForLogout(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onStorage = (event: StorageEvent) => {
    if (event.key !== logoutStorageKey || !event.newValue) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const { pathname, search } = window.location;
      if (isPublicPath(pathname)) window.location.reload();
      else window.location.assign(loginPathFor(`${pathname}${search}`));
    }, crossTabLogoutDelayMs);
  };
  window.addEventListener("storage", onStorage);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("storage", onStorage);
  };
}
