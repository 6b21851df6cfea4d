import type { SnackbarType } from "@tierwise/common/snackbar";
import { createSnackbarStore } from "./snackbar-store.ts";

/** The application's one snackbar store, rendered by SnackbarHost in the root layout. */
export const snackbarStore = createSnackbarStore();

/** Shows a snackbar and returns its id (a creation timestamp). */
export function showSnackbar(input: {
  type?: SnackbarType;
  message: string;
  durationMs?: number;
  archiveOnRouteChange?: boolean;
  closeOnNewer?: boolean;
  undo?: { label?: string; onUndo: () => void };
  width?: number;
}): number {
  return snackbarStore.show(input);
}

export function closeSnackbar(id: number): void {
  snackbarStore.close(id);
}
