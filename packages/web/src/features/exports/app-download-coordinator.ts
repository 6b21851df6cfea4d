import { closeSnackbar, showSnackbar } from "../../app/snackbar/show-snackbar.ts";
import { createDownloadCoordinator } from "./download-coordinator.ts";

/**
 * The application's one coordinator: the one-per-kind rule holds across pages. Loading
 * snackbars survive navigation because the download goes on in the background.
 */
export const downloadCoordinator = createDownloadCoordinator({
  show: ({ type, message, durationMs, width }) =>
    showSnackbar({ type, message, durationMs, width, archiveOnRouteChange: type !== "loading" }),
  close: closeSnackbar,
});
