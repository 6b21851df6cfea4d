import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { buildSession } from "../testing/session-fixtures.ts";
import { SnackbarHost } from "./SnackbarHost.tsx";
import { closeSnackbar, showSnackbar, snackbarStore } from "./show-snackbar.ts";

describe("SnackbarHost", () => {
  afterEach(() => act(() => snackbarStore.clear()));

  it("shows snackbars and closes them by id", () => {
    renderWithSession(<SnackbarHost />, buildSession());
    let id = 0;
    act(() => {
      id = showSnackbar({ message: "Invite resent", type: "success" });
    });
    expect(screen.getByText("Invite resent")).toBeTruthy();
    act(() => closeSnackbar(id));
    expect(screen.queryByText("Invite resent")).toBeNull();
  });

  it("runs the undo action from its button and closes the snackbar", () => {
    const onUndo = vi.fn();
    renderWithSession(<SnackbarHost />, buildSession());
    act(() => {
      showSnackbar({ message: "Portfolio archived", undo: { onUndo } });
    });
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByText("Portfolio archived")).toBeNull();
  });

  it("announces errors as alerts", () => {
    renderWithSession(<SnackbarHost />, buildSession());
    act(() => {
      showSnackbar({ message: "Something went wrong, please try again", type: "error" });
    });
    expect(screen.getByRole("alert").textContent).toContain(
      "Something went wrong, please try again",
    );
  });
});
