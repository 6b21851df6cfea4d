import { limits } from "./limits.ts";
import { messages } from "./messages.ts";

/** The snackbar model shared by the web shell (spec 1 §3, §4, §9). */
export const snackbarTypes = ["default", "success", "warning", "loading", "error"] as const;
export type SnackbarType = (typeof snackbarTypes)[number];

/** Snackbars that offer an undo (spec 1 §3). */
export const snackbarUndoKinds = [
  "archiveAlertOrInsight",
  "unarchiveAlert",
  "comparison",
  "advancedSearch",
  "portfolioCompany",
  "basePortfolio",
  "addPortfolios",
  "retireCompanyRequest",
  "portfolioRestored",
  "noteView",
  "move",
  "createCase",
  "unfavouritePortfolio",
] as const;
export type SnackbarUndoKind = (typeof snackbarUndoKinds)[number];

/** The undo variants saved items write (spec 3 §4): archive and unarchive of either kind. */
export const savedItemUndoTypes = {
  savedSearch: "advancedSearch",
  savedComparison: "comparison",
} as const satisfies Record<string, SnackbarUndoKind>;
export type SavedItemUndoType = (typeof savedItemUndoTypes)[keyof typeof savedItemUndoTypes];

export type SnackbarItem = {
  /** The creation timestamp in milliseconds. */
  id: number;
  type: SnackbarType;
  message: string;
  archiveOnRouteChange: boolean;
  /** Null keeps the snackbar until it is dismissed or replaced, e.g. while something loads. */
  durationMs: number | null;
  /** In rem. */
  width: number;
};

export type SnackbarInput = Pick<SnackbarItem, "message"> & Partial<Omit<SnackbarItem, "id">>;

export function createSnackbarItem(input: SnackbarInput, now: number = Date.now()): SnackbarItem {
  return {
    id: now,
    type: input.type ?? "default",
    message: input.message,
    archiveOnRouteChange: input.archiveOnRouteChange ?? true,
    durationMs: input.durationMs === undefined ? limits.snackbarDurationMs : input.durationMs,
    width: input.width ?? limits.snackbarWidth,
  };
}

export const downloadKinds = ["PDF", "XLSX", "CSV"] as const;
export type DownloadKind = (typeof downloadKinds)[number];

export const downloadWarningPreset = {
  type: "warning",
  durationMs: limits.downloadWarningMs,
  width: limits.downloadWarningWidth,
} as const satisfies Partial<SnackbarItem>;

/** "Please wait while another PDF downloads." when a second download of a kind starts. */
export function createDownloadWarning(kind: DownloadKind, now: number = Date.now()): SnackbarItem {
  return createSnackbarItem(
    { ...downloadWarningPreset, message: messages.downloadWait(kind) },
    now,
  );
}

/** What stays on screen after a navigation. */
export function snackbarsAfterRouteChange(items: readonly SnackbarItem[]): SnackbarItem[] {
  return items.filter((item) => !item.archiveOnRouteChange);
}
