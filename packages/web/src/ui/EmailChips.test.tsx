import { fireEvent, screen } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../app/testing/render-with-session.tsx";
import { buildSession } from "../app/testing/session-fixtures.ts";
import { type EmailChipItem, EmailChips } from "./EmailChips.tsx";

function Harness({
  initial = [],
  onInputChange,
}: {
  initial?: EmailChipItem[];
  onInputChange?: (value: string) => void;
}) {
  const [chips, setChips] = useState<EmailChipItem[]>(initial);
  return (
    <EmailChips
      label="E-mail addresses"
      chips={chips}
      onChange={setChips}
      onInputChange={onInputChange}
    />
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  renderWithSession(<Harness {...props} />, buildSession());
  return screen.getByLabelText("E-mail addresses") as HTMLInputElement;
}

function chips() {
  return screen.queryAllByTestId("email-chip").map((chip) => ({
    text: chip.textContent,
    status: chip.getAttribute("data-status"),
  }));
}

function paste(input: HTMLInputElement, text: string) {
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe("EmailChips", () => {
  it("splits a paste on semicolons, pipes and spaces and flags the bad address", () => {
    const input = setup();
    paste(input, "a@x.test; b@x.test | bad");
    expect(chips()).toEqual([
      { text: "a@x.test", status: "added" },
      { text: "b@x.test", status: "added" },
      { text: `bad: ${messages.notAValidEmail}`, status: "error" },
    ]);
    expect(screen.getByText(`: ${messages.notAValidEmail}`)).toBeTruthy();
    expect(input.value).toBe("");
  });

  it("confirms on Enter", () => {
    const input = setup();
    fireEvent.change(input, { target: { value: "a@x.test" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(chips()).toEqual([{ text: "a@x.test", status: "added" }]);
    expect(input.value).toBe("");
  });

  it("confirms on Tab only when something is typed", () => {
    const input = setup();
    const empty = fireEvent.keyDown(input, { key: "Tab" });
    expect(empty).toBe(true); // not prevented: focus moves on
    fireEvent.change(input, { target: { value: "a@x.test" } });
    const typed = fireEvent.keyDown(input, { key: "Tab" });
    expect(typed).toBe(false);
    expect(chips()).toEqual([{ text: "a@x.test", status: "added" }]);
  });

  it("confirms on a comma after a space, not on a bare comma", () => {
    const input = setup();
    fireEvent.change(input, { target: { value: "a@x.test," } });
    expect(chips()).toEqual([]);
    fireEvent.change(input, { target: { value: "a@x.test ," } });
    expect(chips()).toEqual([{ text: "a@x.test", status: "added" }]);
    fireEvent.change(input, { target: { value: "b@x.test, " } });
    expect(chips()).toHaveLength(2);
  });

  it("confirms on blur", () => {
    const input = setup();
    fireEvent.change(input, { target: { value: "a@x.test c@x.test" } });
    fireEvent.blur(input);
    expect(chips().map((chip) => chip.text)).toEqual(["a@x.test", "c@x.test"]);
  });

  it("skips duplicates, ignoring case", () => {
    const input = setup({ initial: [{ email: "a@x.test", status: "added" }] });
    paste(input, "A@x.test, b@x.test b@x.test");
    expect(chips().map((chip) => chip.text)).toEqual(["a@x.test", "b@x.test"]);
  });

  it("removes the last chip with Backspace in an empty field, and any chip with its ✕", () => {
    const input = setup();
    paste(input, "a@x.test b@x.test c@x.test");
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(chips().map((chip) => chip.text)).toEqual(["a@x.test", "b@x.test"]);
    fireEvent.click(screen.getByRole("button", { name: "Remove a@x.test" }));
    expect(chips().map((chip) => chip.text)).toEqual(["b@x.test"]);
  });

  it("keeps chips that are being invited", () => {
    const input = setup({ initial: [{ email: "a@x.test", status: "inviting" }] });
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(chips()).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Remove a@x.test" })).toBeNull();
  });

  it("never removes a locked chip, with ✕ or Backspace", () => {
    const input = setup({
      initial: [
        { email: "owner@x.test", status: "added", locked: true },
        { email: "b@x.test", status: "added" },
      ],
    });
    expect(screen.queryByRole("button", { name: "Remove owner@x.test" })).toBeNull();
    fireEvent.keyDown(input, { key: "Backspace" });
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(chips().map((chip) => chip.text)).toEqual(["owner@x.test"]);
  });

  it("reports the text being typed", () => {
    const onInputChange = vi.fn();
    const input = setup({ onInputChange });
    fireEvent.change(input, { target: { value: "a@x" } });
    expect(onInputChange).toHaveBeenLastCalledWith("a@x");
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onInputChange).toHaveBeenLastCalledWith("");
  });
});
