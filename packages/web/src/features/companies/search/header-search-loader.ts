/**
 * Loads the header search box. The shell imports this (dependency-free) module lazily instead
 * of HeaderSearch.tsx itself: Vite writes the list of chunks a dynamic import needs into the
 * importing chunk, and for HeaderSearch that list (Combobox, floating-ui, zod…) alone would add
 * almost a kilobyte to the shell's budgeted bundle. The price is one tiny extra request.
 */
export function loadHeaderSearch() {
  return import("./HeaderSearch.tsx");
}
