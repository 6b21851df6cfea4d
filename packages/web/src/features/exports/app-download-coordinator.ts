import { closeSnackbar, showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { createDownloadCoordinator } from "./download-coordinator.ts";

/**
 * The application's one coordinator: the one-per-kind rule holds across pages. Loading
 * snackbars survive navigation because the download goes on in the background.
 */
export const downloadCoordinator = createDownloadCoordinator({
  // The shared snackbar store takes no width yet; the spec's width 24 is passed and dropped.
  show: ({ type, message, durationMs }) =>
    showSnackbar({ type, message, durationMs, archiveOnRouteChange: type !== "loading" }),
  close: closeSnackbar,
});
