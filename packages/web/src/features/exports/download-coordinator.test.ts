import type { SnackbarType } from "@tierwise/common/snackbar";
import { describe, expect, it, vi } from "vitest";
import {
  createDownloadCoordinator,
  DownloadError,
  type SnackbarPort,
} from "./download-coordinator.ts";

type Shown = {
  id: number;
  type: SnackbarType;
  message: string;
  durationMs?: number;
  width?: number;
};

function fakeSnackbars() {
  const shown: Shown[] = [];
  const open = new Set<number>();
  let next = 1;
  const port: SnackbarPort = {
    show(input) {
      const id = next++;
      shown.push({ id, ...input });
      open.add(id);
      return id;
    },
    close(id) {
      open.delete(id);
    },
  };
  const visible = () => shown.filter((item) => open.has(item.id)).map((item) => item.message);
  return { port, shown, visible };
}

/** A task that finishes when the test says so. */
function controllable() {
  let finish: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { task: () => promise, finish, fail };
}

describe("download coordinator", () => {
  it("warns on a second download of the same kind while one runs, and leaves the first alone", async () => {
    const snackbars = fakeSnackbars();
    const coordinator = createDownloadCoordinator(snackbars.port);
    const first = controllable();
    const running = coordinator.run("PDF", first.task);
    const second = vi.fn(async () => undefined);
    await expect(coordinator.run("PDF", second)).resolves.toBe("busy");
    expect(second).not.toHaveBeenCalled();
    expect(snackbars.shown.at(-1)).toMatchObject({
      type: "warning",
      message: "Please wait while another PDF downloads.",
      durationMs: 3000,
      width: 24,
    });
    first.finish();
    await expect(running).resolves.toBe("done");
    // Once the first is over, the kind is free again.
    await expect(coordinator.run("PDF", async () => undefined)).resolves.toBe("done");
  });

  it("lets downloads of different kinds run at the same time", async () => {
    const snackbars = fakeSnackbars();
    const coordinator = createDownloadCoordinator(snackbars.port);
    const pdf = controllable();
    const xlsx = controllable();
    const pdfRun = coordinator.run("PDF", pdf.task);
    const xlsxRun = coordinator.run("XLSX", xlsx.task);
    const csvRun = coordinator.run("CSV", async () => undefined);
    expect(snackbars.shown.some((item) => item.type === "warning")).toBe(false);
    expect(snackbars.visible()).toEqual(
      expect.arrayContaining(["Preparing PDF for download ...", "Preparing XLSX for download ..."]),
    );
    await expect(csvRun).resolves.toBe("done");
    expect(coordinator.isRunning("PDF")).toBe(true);
    expect(coordinator.isRunning("XLSX")).toBe(true);
    pdf.finish();
    xlsx.finish();
    await Promise.all([pdfRun, xlsxRun]);
    expect(coordinator.isRunning("PDF")).toBe(false);
  });

  it("shows preparing with progress, then success, closing the loading message", async () => {
    const snackbars = fakeSnackbars();
    const coordinator = createDownloadCoordinator(snackbars.port);
    const job = controllable();
    let report: (percent: number) => void = () => undefined;
    const run = coordinator.run("XLSX", (controls) => {
      report = controls.progress;
      return job.task();
    });
    expect(snackbars.visible()).toEqual(["Preparing XLSX for download ..."]);
    report(40);
    report(40.2);
    expect(snackbars.visible()).toEqual(["Preparing XLSX for download ... 40%"]);
    expect(snackbars.shown.filter((item) => item.message.endsWith("40%"))).toHaveLength(1);
    job.finish();
    await run;
    expect(snackbars.visible()).toEqual(["Download XLSX successful"]);
    expect(snackbars.shown.at(-1)?.type).toBe("success");
  });

  it("calls the caller's error handler on failure and shows an error", async () => {
    const snackbars = fakeSnackbars();
    const coordinator = createDownloadCoordinator(snackbars.port);
    const onError = vi.fn();
    const failure = new Error("HTTP 500");
    await expect(coordinator.run("CSV", () => Promise.reject(failure), { onError })).resolves.toBe(
      "failed",
    );
    expect(onError).toHaveBeenCalledWith(failure);
    expect(snackbars.visible()).toEqual(["Something went wrong, please try again"]);
    expect(snackbars.shown.at(-1)?.type).toBe("error");
    expect(coordinator.isRunning("CSV")).toBe(false);

    await coordinator.run("CSV", () =>
      Promise.reject(new DownloadError("At most 10,000 companies can be exported at once.")),
    );
    expect(snackbars.shown.at(-1)?.message).toBe(
      "At most 10,000 companies can be exported at once.",
    );
  });

  it("stops tracking downloads on reset without reporting them as failures", async () => {
    const snackbars = fakeSnackbars();
    const coordinator = createDownloadCoordinator(snackbars.port);
    const onError = vi.fn();
    const run = coordinator.run(
      "PDF",
      ({ signal }) =>
        new Promise<void>((_resolve, reject) => {
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
      { onError },
    );
    coordinator.reset();
    await expect(run).resolves.toBe("failed");
    expect(onError).not.toHaveBeenCalled();
    expect(coordinator.isRunning("PDF")).toBe(false);
  });
});
