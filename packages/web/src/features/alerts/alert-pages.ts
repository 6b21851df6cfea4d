/**
 * The alert pages, loaded in two steps: the shell's chunk imports only this small module, and
 * this module imports a page. A route's import in the shell carries the list of every chunk its
 * page needs (for preloading); the alert pages need many, and the first screens' JavaScript
 * budget has no room for that list. The page still loads before the route renders.
 */
export const loadAlertFeedPage = async () =>
  (await import("./feeds/AlertFeedPage.tsx")).AlertFeedPage;

export const loadAlertSettingsPage = async () =>
  (await import("./settings/AlertSettingsPage.tsx")).AlertSettingsPage;
