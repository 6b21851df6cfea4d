import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it, vi } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { SavedSearchesPanel } from "./SavedSearchesPanel.tsx";
import { SaveSearchModal } from "./SaveSearchModal.tsx";
import {
  ARCHIVE_SAVED_SEARCH,
  CREATE_SAVED_SEARCH,
  SAVED_SEARCH_QUERY,
  SAVED_SEARCHES_QUERY,
  type SavedSearch,
  UNDO_SAVED_ITEM,
  UPDATE_SAVED_SEARCH,
} from "./saved-searches.graphql.ts";
import { type Mock, renderSearchUi } from "./search-test-render.tsx";
import { defaultSearchParams } from "./search-url-state.ts";
import { UpdateSavedSearchButton } from "./UpdateSavedSearchButton.tsx";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    for (const modal of modalStore.getSnapshot()) modalStore.close(modal.name);
  });
});

const steelParams = {
  ...defaultSearchParams,
  query: "steel",
  ranges: { employeeCount: { lower: 100, upper: 5000 } },
};

function savedSearch(overrides: Partial<SavedSearch>): SavedSearch {
  return {
    __typename: "SavedSearch",
    id: "5d1e2a9e-0000-4000-8000-000000000001",
    name: "Steel suppliers",
    description: "Mid-sized mills",
    searchParams: steelParams,
    archived: false,
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}

const steel = savedSearch({});
const ports = savedSearch({
  id: "5d1e2a9e-0000-4000-8000-000000000002",
  name: "Port operators",
  description: null,
  searchParams: { ...defaultSearchParams, facets: { industries: ["488310"] } },
});

function listMock(items: SavedSearch[], archived = false): Mock {
  return {
    request: { query: SAVED_SEARCHES_QUERY, variables: { first: 10, offset: 0, archived } },
    result: {
      data: {
        savedSearches: {
          __typename: "SavedSearchConnection",
          items,
          itemsCount: items.length,
          pageInfo: { __typename: "PageInfo", hasNextPage: false, hasPreviousPage: false },
        },
      },
    },
  };
}

describe("Save search", { timeout: 20_000 }, () => {
  function openModal(mocks: Mock[], onSaved = vi.fn()) {
    renderSearchUi(<SaveSearchModal params={steelParams} onSaved={onSaved} />, { mocks });
    act(() => modalStore.open("save_advanced_search"));
    return onSaved;
  }

  it("requires a name of at most 100 characters", async () => {
    openModal([]);
    const dialog = await screen.findByRole("dialog", { name: "Save search" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Enter a name.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: "x".repeat(101) },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(messages.tooLong(100))).toBeTruthy();
  });

  it("creates the saved search with the current parameters", async () => {
    const create: Mock = {
      request: {
        query: CREATE_SAVED_SEARCH,
        variables: {
          input: {
            name: "Steel suppliers",
            description: "Mid-sized mills",
            searchParams: steelParams,
          },
        },
      },
      result: {
        data: { createSavedSearch: { __typename: "SavedSearchSuccess", savedSearch: steel } },
      },
    };
    const onSaved = openModal([create]);
    const dialog = await screen.findByRole("dialog", { name: "Save search" });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: "  Steel suppliers " },
    });
    fireEvent.change(within(dialog).getByLabelText("Description"), {
      target: { value: "Mid-sized mills" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: steel.id })),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's field errors", async () => {
    const create: Mock = {
      request: {
        query: CREATE_SAVED_SEARCH,
        variables: { input: { name: "Dup", description: null, searchParams: steelParams } },
      },
      result: {
        data: {
          createSavedSearch: {
            __typename: "ValidationError",
            message: "Invalid input",
            fieldErrors: [{ __typename: "FieldError", path: "name", message: "Name taken." }],
          },
        },
      },
    };
    openModal([create]);
    const dialog = await screen.findByRole("dialog", { name: "Save search" });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Dup" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Name taken.")).toBeTruthy();
  });
});

describe("Saved searches panel", { timeout: 20_000 }, () => {
  it("lists saved searches with links that reopen their parameters", async () => {
    renderSearchUi(<SavedSearchesPanel opened onClose={() => undefined} openId={null} />, {
      mocks: [listMock([steel, ports])],
    });
    const link = await screen.findByRole("link", { name: "Steel suppliers" });
    expect(link.getAttribute("href")).toBe(
      `/search?q=steel&employeeCount=100,5000&saved=${steel.id}`,
    );
    fireEvent.click(link);
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        `/search?q=steel&employeeCount=100,5000&saved=${steel.id}`,
      ),
    );
  });

  it("archives with an Undo that restores the saved search", async () => {
    const archive: Mock = {
      request: { query: ARCHIVE_SAVED_SEARCH, variables: { id: steel.id } },
      result: {
        data: {
          archiveSavedSearch: {
            __typename: "SavedSearchArchiveSuccess",
            savedSearch: { ...steel, archived: true },
            undoId: "undo-1",
          },
        },
      },
    };
    const undo: Mock = {
      request: { query: UNDO_SAVED_ITEM, variables: { undoId: "undo-1" } },
      result: {
        data: { undoSavedItem: { __typename: "SavedItemUndoSuccess", savedSearch: steel } },
      },
    };
    renderSearchUi(<SavedSearchesPanel opened onClose={() => undefined} openId={steel.id} />, {
      mocks: [listMock([steel, ports]), archive, listMock([ports]), undo, listMock([steel, ports])],
    });
    const list = await screen.findByRole("list", { name: "Saved searches" });
    expect(within(list).getByText("Open")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Archive Steel suppliers" }));
    expect(await screen.findByText('Saved search "Steel suppliers" archived.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("link", { name: "Steel suppliers" })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByRole("link", { name: "Steel suppliers" })).toBeTruthy();
  });

  it("shows archived searches with Unarchive", async () => {
    const archivedSteel = { ...steel, archived: true };
    renderSearchUi(<SavedSearchesPanel opened onClose={() => undefined} openId={null} />, {
      mocks: [listMock([ports]), listMock([archivedSteel], true)],
    });
    await screen.findByRole("link", { name: "Port operators" });
    fireEvent.click(screen.getByRole("radio", { name: "Archived" }));
    expect(await screen.findByRole("button", { name: "Unarchive Steel suppliers" })).toBeTruthy();
    // Archived searches are not opened from the list: unarchive first.
    expect(screen.queryByRole("link", { name: "Steel suppliers" })).toBeNull();
  });
});

describe("Update saved search", { timeout: 20_000 }, () => {
  const getMock: Mock = {
    request: { query: SAVED_SEARCH_QUERY, variables: { id: steel.id } },
    result: { data: { savedSearch: steel } },
  };

  it("is disabled while the page shows the saved parameters", async () => {
    renderSearchUi(<UpdateSavedSearchButton id={steel.id} params={steelParams} />, {
      mocks: [getMock],
    });
    const button = await screen.findByRole("button", {
      name: "Update saved search Steel suppliers",
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it("writes the current parameters into the open saved search", async () => {
    const changed = { ...steelParams, query: "steel or iron" };
    const update: Mock = {
      request: {
        query: UPDATE_SAVED_SEARCH,
        variables: { id: steel.id, input: { searchParams: changed } },
      },
      result: {
        data: {
          updateSavedSearch: {
            __typename: "SavedSearchSuccess",
            savedSearch: { ...steel, searchParams: changed },
          },
        },
      },
    };
    renderSearchUi(<UpdateSavedSearchButton id={steel.id} params={changed} />, {
      mocks: [getMock, update],
    });
    fireEvent.click(
      await screen.findByRole("button", { name: "Update saved search Steel suppliers" }),
    );
    expect(await screen.findByText('Saved search "Steel suppliers" updated.')).toBeTruthy();
  });
});
