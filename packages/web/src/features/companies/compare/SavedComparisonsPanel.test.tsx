import { InMemoryCache } from "@apollo/client";
import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { MantineProvider } from "@mantine/core";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { possibleTypes } from "../../../app/apollo/possible-types.generated.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import "../../../app/testing/render-with-session.tsx";
import { MemoryRouter } from "react-router";
import { companyId } from "./compare-test-fixtures.ts";
import { SavedComparisonsPanel } from "./SavedComparisonsPanel.tsx";
import {
  ARCHIVE_SAVED_COMPARISON,
  CREATE_SAVED_COMPARISON,
  SAVED_COMPARISONS_QUERY,
  type SavedComparison,
  UNARCHIVE_SAVED_COMPARISON,
  UNDO_SAVED_ITEM,
} from "./saved-comparisons.graphql.ts";

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

type Mock = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

afterEach(() => act(() => snackbarStore.clear()));

function saved(n: number, name: string, archived = false): SavedComparison {
  return {
    __typename: "SavedComparison",
    id: `saved-${n}`,
    name,
    description: archived ? null : "Steel peers",
    companyIds: [companyId(1), companyId(2)],
    companies: [
      { __typename: "Company", id: companyId(1), displayName: "Alpha Steel" },
      { __typename: "Company", id: companyId(2), displayName: "Beta Metals" },
    ],
    archived,
    updatedAt: "2026-11-20T10:00:00.000Z",
  };
}

function listMock(archived: boolean, items: SavedComparison[], itemsCount = items.length): Mock {
  return {
    request: { query: SAVED_COMPARISONS_QUERY, variables: { archived, first: 10, offset: 0 } },
    result: {
      data: {
        savedComparisons: {
          __typename: "SavedComparisonConnection",
          items,
          itemsCount,
          pageInfo: { __typename: "PageInfo", hasNextPage: itemsCount > items.length },
        },
      },
    },
    maxUsageCount: 10,
  };
}

function renderPanel(mocks: Mock[], companyIds = [companyId(1), companyId(2)]) {
  const opened: SavedComparison[] = [];
  render(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ possibleTypes })}>
      <MantineProvider>
        <MemoryRouter initialEntries={["/compare"]}>
          <SavedComparisonsPanel companyIds={companyIds} onOpen={(item) => opened.push(item)} />
        </MemoryRouter>
      </MantineProvider>
    </MockedProvider>,
  );
  return opened;
}

describe("SavedComparisonsPanel", () => {
  it("lists saved comparisons and opens one", async () => {
    const opened = renderPanel([listMock(false, [saved(1, "Steel peers Q3")])]);
    const list = await screen.findByRole("list", { name: "Saved comparisons" });
    const item = within(list).getByRole("listitem", { name: "Steel peers Q3" });
    expect(item.textContent).toContain("Alpha Steel, Beta Metals");
    fireEvent.click(within(item).getByRole("button", { name: "Open Steel peers Q3" }));
    expect(opened.map((entry) => entry.id)).toEqual(["saved-1"]);
  });

  it("needs a name, then saves the companies on screen", async () => {
    let created: unknown = null;
    renderPanel([
      listMock(false, []),
      {
        request: {
          query: CREATE_SAVED_COMPARISON,
          variables: {
            input: { name: "Mills", description: null, companyIds: [companyId(1), companyId(2)] },
          },
        },
        result: () => {
          created = true;
          return {
            data: {
              createSavedComparison: {
                __typename: "SavedComparisonSuccess",
                savedComparison: saved(3, "Mills"),
              },
            },
          };
        },
      },
    ]);
    expect(await screen.findByText("No results")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save comparison" }));
    const dialog = await screen.findByRole("dialog", { name: "Save comparison" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter a name.")).toBeTruthy();
    expect(created).toBeNull();
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Name" }), {
      target: { value: "  Mills " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(created).toBe(true));
    await waitFor(() =>
      expect(snackbarStore.getSnapshot().map((item) => item.message)).toContain("Mills saved."),
    );
  });

  it("cannot save fewer than two companies", async () => {
    renderPanel([listMock(false, [])], [companyId(1)]);
    expect(
      (screen.getByRole("button", { name: "Save comparison" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("archives with an Undo in the snackbar", async () => {
    const item = saved(1, "Steel peers Q3");
    let undone = false;
    renderPanel([
      listMock(false, [item]),
      {
        request: { query: ARCHIVE_SAVED_COMPARISON, variables: { id: item.id } },
        result: {
          data: {
            archiveSavedComparison: {
              __typename: "SavedComparisonArchiveSuccess",
              undoId: "undo-1",
              savedComparison: { ...item, archived: true },
            },
          },
        },
      },
      {
        request: { query: UNDO_SAVED_ITEM, variables: { undoId: "undo-1" } },
        result: () => {
          undone = true;
          return {
            data: {
              undoSavedItem: { __typename: "SavedItemUndoSuccess", savedComparison: item },
            },
          };
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Archive Steel peers Q3" }));
    await waitFor(() => expect(snackbarStore.getSnapshot()).toHaveLength(1));
    const snackbar = snackbarStore.getSnapshot()[0];
    expect(snackbar?.message).toBe("Steel peers Q3 archived.");
    act(() => snackbar?.undo?.onUndo());
    await waitFor(() => expect(undone).toBe(true));
  });

  it("shows archived comparisons and unarchives them, undoably", async () => {
    const item = saved(2, "Old mills", true);
    renderPanel([
      listMock(false, []),
      listMock(true, [item]),
      {
        request: { query: UNARCHIVE_SAVED_COMPARISON, variables: { id: item.id } },
        result: {
          data: {
            unarchiveSavedComparison: {
              __typename: "SavedComparisonArchiveSuccess",
              undoId: "undo-2",
              savedComparison: { ...item, archived: false },
            },
          },
        },
      },
    ]);
    await screen.findByText("No results");
    fireEvent.click(screen.getByRole("radio", { name: "Archived" }));
    fireEvent.click(await screen.findByRole("button", { name: "Unarchive Old mills" }));
    await waitFor(() => expect(snackbarStore.getSnapshot()).toHaveLength(1));
    expect(snackbarStore.getSnapshot()[0]?.message).toBe("Old mills restored.");
    expect(snackbarStore.getSnapshot()[0]?.undo).not.toBeNull();
  });
});
