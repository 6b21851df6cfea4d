import { fireEvent, screen, waitFor } from "@testing-library/react";
import { limits } from "@tierwise/common/limits";
import { portfolioUndoTypes } from "@tierwise/common/portfolios";
import { savedItemUndoTypes } from "@tierwise/common/snackbar";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { type Mock, renderCommentsUi } from "../comments/comments-test-render.tsx";
import { UndoReplay } from "./UndoReplay.tsx";
import {
  REPLAY_UNDO_PORTFOLIO_ACTION,
  REPLAY_UNDO_SAVED_ITEM,
  SNACKBAR_UNDOS_QUERY,
  type SnackbarUndoOffer,
} from "./undo.graphql.ts";
import { replayableOffers } from "./undo-replay.ts";

const pageStart = Date.parse("2026-05-01T10:00:00Z");
const clock = { pageStart, now: pageStart + 1_000 };
const offer = (id: string, type: string, msBeforePageStart: number): SnackbarUndoOffer => ({
  id,
  type,
  payload: { name: id, action: "archive" },
  createdAt: new Date(pageStart - msBeforePageStart).toISOString(),
});

/** The shell mounting again within one page life (a new key is a new UndoReplay). */
function Remountable() {
  const [mount, setMount] = useState(0);
  return (
    <>
      <UndoReplay key={mount} />
      <button type="button" onClick={() => setMount(mount + 1)}>
        Mount again
      </button>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  snackbarStore.clear();
});

describe("replay window", () => {
  it("keeps offers made within the window before the page loaded, oldest first", () => {
    const offers = [
      offer("newest", portfolioUndoTypes.archive, 1_000),
      offer("older", savedItemUndoTypes.savedSearch, 30_000),
    ];
    expect(replayableOffers(offers, clock).map(({ offer }) => offer.id)).toEqual([
      "older",
      "newest",
    ]);
  });

  it("drops offers older than the window", () => {
    const edge = limits.snackbarUndoReplayMs - 1_000;
    const offers = [
      offer("edge", portfolioUndoTypes.move, edge),
      offer("stale", portfolioUndoTypes.move, edge + 1),
    ];
    expect(replayableOffers(offers, clock).map(({ offer }) => offer.id)).toEqual(["edge"]);
  });

  it("drops offers this page already showed, and types it does not know", () => {
    const offers = [
      offer("after load", portfolioUndoTypes.archive, -500),
      offer("unknown", "noteView", 1_000),
    ];
    expect(replayableOffers(offers, clock)).toEqual([]);
  });
});

describe("undo replay", () => {
  // The replay reads the real clock: put "now" just after this page (the test worker) started.
  const recent = () => {
    vi.spyOn(Date, "now").mockReturnValue(performance.timeOrigin + 2_000);
    return new Date(performance.timeOrigin - 1_000).toISOString();
  };
  const offersMock = (items: SnackbarUndoOffer[], result = vi.fn()): Mock => ({
    request: { query: SNACKBAR_UNDOS_QUERY },
    result: result.mockReturnValue({
      data: {
        snackbarUndos: {
          __typename: "SnackbarUndoList",
          items: items.map((item) => ({ __typename: "SnackbarUndo", ...item })),
        },
      },
    }),
  });

  it("shows a recent offer again and undoes a portfolio action with undoPortfolioAction", async () => {
    const createdAt = recent();
    const undone = vi.fn(() => ({
      data: { undoPortfolioAction: { __typename: "PortfolioActionSuccess" } },
    }));
    renderCommentsUi(<UndoReplay />, {
      mocks: [
        offersMock([
          { id: "u1", type: portfolioUndoTypes.archive, payload: { name: "Suppliers" }, createdAt },
        ]),
        {
          request: { query: REPLAY_UNDO_PORTFOLIO_ACTION, variables: { undoId: "u1" } },
          result: undone,
        },
      ],
    });
    expect(await screen.findByText('Portfolio "Suppliers" archived.')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Undone.")).toBeTruthy();
    expect(undone).toHaveBeenCalledTimes(1);
  });

  it("undoes a saved item with undoSavedItem", async () => {
    const createdAt = recent();
    const undone = vi.fn(() => ({
      data: { undoSavedItem: { __typename: "SavedItemUndoSuccess" } },
    }));
    renderCommentsUi(<UndoReplay />, {
      mocks: [
        offersMock([
          {
            id: "u2",
            type: savedItemUndoTypes.savedComparison,
            payload: { action: "unarchive", name: "Peers" },
            createdAt,
          },
        ]),
        { request: { query: REPLAY_UNDO_SAVED_ITEM, variables: { undoId: "u2" } }, result: undone },
      ],
    });
    expect(await screen.findByText('Saved comparison "Peers" restored.')).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(undone).toHaveBeenCalledTimes(1));
    expect(screen.queryByText("Something went wrong.")).toBeNull();
  });

  it("shows the server's sentence when the offer is gone", async () => {
    const createdAt = recent();
    renderCommentsUi(<UndoReplay />, {
      mocks: [
        offersMock([
          { id: "u3", type: portfolioUndoTypes.move, payload: { name: "EU" }, createdAt },
        ]),
        {
          request: { query: REPLAY_UNDO_PORTFOLIO_ACTION, variables: { undoId: "u3" } },
          result: {
            data: {
              undoPortfolioAction: {
                __typename: "NotFoundError",
                message: "There is nothing to undo.",
              },
            },
          },
        },
      ],
    });
    fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    expect(await screen.findByText("There is nothing to undo.")).toBeTruthy();
  });

  it("asks once per page life, and not outside an organisation", async () => {
    recent();
    const asked = vi.fn();
    renderCommentsUi(<Remountable />, { mocks: [offersMock([], asked), offersMock([], asked)] });
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: "Mount again" }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveBeenCalledTimes(1);

    const outside = vi.fn();
    renderCommentsUi(<UndoReplay />, {
      mocks: [offersMock([], outside)],
      session: buildSession({ organization: null }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outside).not.toHaveBeenCalled();
  });
});
