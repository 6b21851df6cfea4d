import { limits } from "@tierwise/common/limits";
import { messages } from "@tierwise/common/messages";
import type { DownloadKind, SnackbarType } from "@tierwise/common/snackbar";

export type SnackbarPort = {
  show(input: { type: SnackbarType; message: string; durationMs?: number; width?: number }): number;
  close(id: number): void;
};

/** What a download task may do while it runs. */
export type DownloadControls = {
  /** Shows progress (0–100) in the loading message: "Preparing XLSX for download ... 40%". */
  progress(percent: number): void;
  /** Aborted when the coordinator is reset (tests, sign-out). */
  signal: AbortSignal;
};

export type DownloadOptions = {
  /** Spec 1 §8: a non-2xx response or network error calls the caller's error handler. */
  onError?: (error: unknown) => void;
};

export type DownloadOutcome = "done" | "failed" | "busy";

/**
 * Spec 1 §4, §8 download rules: preparing, then done or failed; one download of each kind
 * (PDF, XLSX, CSV) at a time. A second start of a kind already running shows 'Please wait while
 * another PDF downloads.' (warning, 3000 ms, width 24) and does nothing else. While preparing a
 * loading snackbar says 'Preparing PDF for download ...'; success says 'Download PDF
 * successful'; a failure calls the caller's error handler and shows an error snackbar.
 */
export function createDownloadCoordinator(snackbars: SnackbarPort) {
  const running = new Map<DownloadKind, AbortController>();

  async function run(
    kind: DownloadKind,
    task: (controls: DownloadControls) => Promise<void>,
    options: DownloadOptions = {},
  ): Promise<DownloadOutcome> {
    if (running.has(kind)) {
      snackbars.show({
        type: "warning",
        message: messages.downloadWait(kind),
        durationMs: limits.downloadWarningMs,
        width: limits.downloadWarningWidth,
      });
      return "busy";
    }
    const controller = new AbortController();
    running.set(kind, controller);
    const preparing = messages.downloadPreparing(kind);
    let loadingId = snackbars.show({ type: "loading", message: preparing });
    let shownPercent: number | null = null;
    const progress = (percent: number) => {
      const rounded = Math.max(0, Math.min(100, Math.round(percent)));
      if (rounded === shownPercent || controller.signal.aborted) return;
      shownPercent = rounded;
      // The store has no update: replace the loading snackbar with one showing the new figure.
      snackbars.close(loadingId);
      loadingId = snackbars.show({ type: "loading", message: `${preparing} ${rounded}%` });
    };
    try {
      await task({ progress, signal: controller.signal });
      snackbars.close(loadingId);
      snackbars.show({ type: "success", message: messages.downloadSuccess(kind) });
      return "done";
    } catch (error) {
      snackbars.close(loadingId);
      if (!controller.signal.aborted) {
        options.onError?.(error);
        snackbars.show({ type: "error", message: errorMessage(error) });
      }
      return "failed";
    } finally {
      if (running.get(kind) === controller) running.delete(kind);
    }
  }

  return {
    run,
    isRunning: (kind: DownloadKind) => running.has(kind),
    /** Stops tracking every download (their tasks see an aborted signal). */
    reset(): void {
      for (const controller of running.values()) controller.abort();
      running.clear();
    },
  };
}

export type DownloadCoordinator = ReturnType<typeof createDownloadCoordinator>;

/** Errors that carry words meant for users; anything else gets the generic warning. */
export class DownloadError extends Error {
  override name = "DownloadError";
}

function errorMessage(error: unknown): string {
  return error instanceof DownloadError ? error.message : messages.somethingWentWrong;
}
