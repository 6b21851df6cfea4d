import { fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../app/testing/render-with-session.tsx";
import { buildSession } from "../app/testing/session-fixtures.ts";
import { type PickedRecipient, RecipientPicker } from "./RecipientPicker.tsx";

Element.prototype.scrollIntoView ??= () => undefined;

const grace: PickedRecipient = { type: "User", id: "u-2", name: "Grace Hopper", email: "g@x.test" };
const buyers: PickedRecipient = { type: "Team", id: "t-1", name: "Buyers", email: null };
const alan: PickedRecipient = { type: "User", id: "u-3", name: "Alan Turing", email: "a@x.test" };

function Harness({ onSearch = vi.fn() }: { onSearch?: (query: string) => void }) {
  const [value, setValue] = useState<PickedRecipient[]>([buyers]);
  return (
    <RecipientPicker
      label="Recipients"
      locked={[grace]}
      value={value}
      onChange={setValue}
      options={[grace, buyers, alan]}
      onSearchChange={onSearch}
    />
  );
}

const recipients = () =>
  screen.queryAllByTestId("recipient").map((pill) => ({
    name: pill.textContent,
    locked: pill.getAttribute("data-locked"),
  }));

describe("RecipientPicker", () => {
  it("shows locked recipients without a remove button", () => {
    renderWithSession(<Harness />, buildSession());
    expect(recipients()).toEqual([
      { name: "Grace Hopper", locked: "true" },
      { name: "Buyers", locked: "false" },
    ]);
    const [locked, removable] = screen.getAllByTestId("recipient");
    if (!locked || !removable) throw new Error("two recipients expected");
    expect(within(locked).queryByRole("button", { hidden: true })).toBeNull();
    fireEvent.click(within(removable).getByRole("button", { hidden: true }));
    expect(recipients()).toEqual([{ name: "Grace Hopper", locked: "true" }]);
  });

  it("removes only removable recipients with Backspace", () => {
    renderWithSession(<Harness />, buildSession());
    const input = screen.getByRole("textbox");
    fireEvent.keyDown(input, { key: "Backspace" });
    fireEvent.keyDown(input, { key: "Backspace" });
    expect(recipients()).toEqual([{ name: "Grace Hopper", locked: "true" }]);
  });

  it("searches as you type and offers only people and teams not chosen yet", async () => {
    const onSearch = vi.fn();
    renderWithSession(<Harness onSearch={onSearch} />, buildSession());
    const input = screen.getByRole("textbox");
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: "a" } });
    expect(onSearch).toHaveBeenLastCalledWith("a");
    const option = await screen.findByRole("option", { name: /Alan Turing/ });
    expect(screen.queryByRole("option", { name: /Grace Hopper/ })).toBeNull();
    expect(screen.queryByRole("option", { name: /Buyers/ })).toBeNull();
    fireEvent.click(option);
    expect(recipients().map((recipient) => recipient.name)).toEqual([
      "Grace Hopper",
      "Buyers",
      "Alan Turing",
    ]);
  });
});
