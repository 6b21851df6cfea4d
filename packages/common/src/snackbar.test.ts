import { describe, expect, it } from "vitest";
import {
  createDownloadWarning,
  createSnackbarItem,
  downloadWarningPreset,
  snackbarsAfterRouteChange,
  snackbarTypes,
  snackbarUndoKinds,
} from "./snackbar.ts";

const now = 1_763_600_000_000;

describe("createSnackbarItem", () => {
  it("fills the defaults from the spec", () => {
    expect(createSnackbarItem({ message: "Saved" }, now)).toEqual({
      id: now,
      type: "default",
      message: "Saved",
      archiveOnRouteChange: true,
      durationMs: 5000,
      width: 20,
    });
  });

  it("keeps what the caller sets, including false and zero", () => {
    expect(
      createSnackbarItem(
        { message: "Oops", type: "error", archiveOnRouteChange: false, durationMs: 0, width: 30 },
        now,
      ),
    ).toEqual({
      id: now,
      type: "error",
      message: "Oops",
      archiveOnRouteChange: false,
      durationMs: 0,
      width: 30,
    });
  });

  it("allows a snackbar that stays until dismissed", () => {
    expect(
      createSnackbarItem({ message: "Preparing", type: "loading", durationMs: null }, now),
    ).toMatchObject({ type: "loading", durationMs: null });
  });

  it("uses the current time as id by default", () => {
    const before = Date.now();
    const { id } = createSnackbarItem({ message: "Hi" });
    expect(id).toBeGreaterThanOrEqual(before);
    expect(id).toBeLessThanOrEqual(Date.now());
  });
});

describe("createDownloadWarning", () => {
  it("is a 3000 ms warning, 24 wide", () => {
    expect(downloadWarningPreset).toEqual({ type: "warning", durationMs: 3000, width: 24 });
    expect(createDownloadWarning("PDF", now)).toEqual({
      id: now,
      type: "warning",
      message: "Please wait while another PDF downloads.",
      archiveOnRouteChange: true,
      durationMs: 3000,
      width: 24,
    });
  });

  it("names the download kind", () => {
    expect(createDownloadWarning("XLSX", now).message).toBe(
      "Please wait while another XLSX downloads.",
    );
    expect(createDownloadWarning("CSV", now).message).toBe(
      "Please wait while another CSV downloads.",
    );
  });
});

describe("snackbarsAfterRouteChange", () => {
  it("keeps only the snackbars that survive navigation", () => {
    const leaves = createSnackbarItem({ message: "a" }, 1);
    const stays = createSnackbarItem({ message: "b", archiveOnRouteChange: false }, 2);
    expect(snackbarsAfterRouteChange([leaves, stays])).toEqual([stays]);
    expect(snackbarsAfterRouteChange([])).toEqual([]);
  });
});

describe("snackbar enumerations", () => {
  it("lists the five types", () => {
    expect(snackbarTypes).toEqual(["default", "success", "warning", "loading", "error"]);
  });

  it("lists each undo variant of the spec once", () => {
    expect(snackbarUndoKinds).toHaveLength(13);
    expect(new Set(snackbarUndoKinds).size).toBe(snackbarUndoKinds.length);
  });
});
