/** Spec 1 §2.2: settings page titles are suffixed with Settings ("Tags · Settings"). */
export function settingsTitle(page?: string): string {
  return page ? `${page} · Settings` : "Settings";
}
