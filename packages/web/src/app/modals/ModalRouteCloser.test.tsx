import { act, fireEvent, screen } from "@testing-library/react";
import { useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithSession } from "../testing/render-with-session.tsx";
import { buildSession } from "../testing/session-fixtures.ts";
import { ModalRouteCloser } from "./ModalRouteCloser.tsx";
import { modalStore } from "./modal-store.ts";

function Navigate({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(to)}>
      go {to}
    </button>
  );
}

describe("ModalRouteCloser", () => {
  afterEach(() => act(() => modalStore.closeAll()));

  it("keeps modals open on first render and closes them all on a route change", () => {
    act(() => modalStore.open("refresh_session"));
    renderWithSession(
      <>
        <ModalRouteCloser />
        <Navigate to="/account" />
      </>,
      buildSession(),
    );
    act(() => modalStore.open("invite_members", { emails: [] }));
    expect(modalStore.getSnapshot().map((modal) => modal.name)).toEqual([
      "refresh_session",
      "invite_members",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "go /account" }));
    expect(modalStore.getSnapshot()).toEqual([]);
  });
});

describe("modal store", () => {
  afterEach(() => modalStore.closeAll());

  it("keeps one entry per name, the last opened on top", () => {
    modalStore.open("add_people", { id: 1 });
    modalStore.open("edit_portfolio");
    modalStore.open("add_people", { id: 2 });
    expect(modalStore.getSnapshot()).toEqual([
      { name: "edit_portfolio", props: undefined },
      { name: "add_people", props: { id: 2 } },
    ]);
    modalStore.close("add_people");
    expect(modalStore.getSnapshot().map((modal) => modal.name)).toEqual(["edit_portfolio"]);
  });
});
