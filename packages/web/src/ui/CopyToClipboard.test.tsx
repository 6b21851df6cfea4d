import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { snackbarStore } from "../app/snackbar/show-snackbar.ts";
import { renderWithSession } from "../app/testing/render-with-session.tsx";
import { buildSession } from "../app/testing/session-fixtures.ts";
import { CopyToClipboard } from "./CopyToClipboard.tsx";

function mockClipboard(writeText: (value: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyToClipboard", () => {
  afterEach(() => act(() => snackbarStore.clear()));

  it("copies the value and confirms for 3 seconds", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    mockClipboard(writeText);
    renderWithSession(<CopyToClipboard value="JBSWY3DP" label="setup key" />, buildSession());
    fireEvent.click(screen.getByRole("button", { name: "Copy setup key" }));
    await waitFor(() => expect(snackbarStore.getSnapshot()).toHaveLength(1));
    expect(writeText).toHaveBeenCalledWith("JBSWY3DP");
    expect(snackbarStore.getSnapshot()[0]).toMatchObject({
      message: messages.copied,
      type: "success",
      durationMs: 3000,
    });
  });

  it("says so when the clipboard refuses", async () => {
    mockClipboard(() => Promise.reject(new Error("denied")));
    renderWithSession(<CopyToClipboard value="x" label="link" />, buildSession());
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
    await waitFor(() => expect(snackbarStore.getSnapshot()).toHaveLength(1));
    expect(snackbarStore.getSnapshot()[0]).toMatchObject({
      message: messages.copyFailed,
      type: "error",
    });
  });
});
