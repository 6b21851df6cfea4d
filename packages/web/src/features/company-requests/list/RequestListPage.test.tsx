import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { COMPANY_REQUESTS_QUERY } from "../company-request.graphql.ts";
import { storedRequestFilterQuery } from "../request-filters.ts";
import {
  buildRequestRow,
  creatorsMock,
  requestsMock,
  requestsSession,
} from "../request-fixtures.tsx";
import { IndividualRequestsPage, NeedsActionRequestsPage } from "./RequestListPage.tsx";

afterEach(() => {
  act(() => snackbarStore.clear());
  window.localStorage.clear();
});

const all = [buildRequestRow({ id: "req-all", companyName: "Every request" })];
const needingAction = [
  buildRequestRow({ id: "req-na", companyName: "Waiting for us", status: "needs_action" }),
];

const location = () => screen.getByTestId("location").textContent;
const stored = () => window.localStorage.getItem("tw:user-1:requests.filters");
const store = (value: unknown) =>
  window.localStorage.setItem("tw:user-1:requests.filters", JSON.stringify(value));

function renderList(
  mocks: Mock[] = [requestsMock("individual", all)],
  path = "/requests/individual",
) {
  return renderAppUi(<IndividualRequestsPage />, {
    path,
    session: requestsSession(),
    mocks: [
      creatorsMock(),
      ...mocks,
      requestsMock("individual", needingAction, { filters: { status: ["needs_action"] } }),
    ],
  });
}

async function pickOption(label: string, option: string) {
  fireEvent.click(screen.getByRole("combobox", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

describe("the request lists", { timeout: 20_000 }, () => {
  it("show the requests with their status, total and a link to each", async () => {
    renderList([requestsMock("individual", all, { totalCount: 1 })]);
    const table = await screen.findByRole("table", { name: "Company requests" });
    expect(within(table).getByRole("link", { name: "Every request" }).getAttribute("href")).toBe(
      "/company-request/req-all",
    );
    expect(within(table).getByText("Requested")).toBeTruthy();
    expect(within(table).getByText("Germany")).toBeTruthy();
    expect(screen.getByText("1 request")).toBeTruthy();
    // Bulk is for those who may read bulk requests.
    expect(screen.getByRole("tab", { name: "Individual" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(screen.queryByRole("tab", { name: "Bulk" })).toBeNull();
  });

  it("asks the needs-action page without a status filter", async () => {
    store({ version: 1, data: { status: ["complete"] } });
    renderAppUi(<NeedsActionRequestsPage />, {
      path: "/requests/needs-action",
      session: requestsSession("organization_admin"),
      mocks: [creatorsMock(), requestsMock("needs_action", needingAction)],
    });
    expect(await screen.findByText("Waiting for us")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Status" })).toBeNull();
    expect(screen.getByRole("tab", { name: "Bulk" })).toBeTruthy();
  });

  it("say so when nothing matches, and offer a retry when the list fails", async () => {
    const failing: Mock = {
      request: {
        query: COMPANY_REQUESTS_QUERY,
        variables: { page: "individual", filters: {}, first: 25, offset: 0 },
      },
      error: new Error("offline"),
    };
    renderList([failing, requestsMock("individual", [])]);
    expect(await screen.findByText(messages.somethingWentWrong)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(messages.noResults)).toBeTruthy();
  });
});

describe("stored request filters", { timeout: 20_000 }, () => {
  it("come back after a reload, in the query string and in the navigation's link", async () => {
    renderList();
    await screen.findByText("Every request");
    await pickOption("Status", "Needs action");
    expect(await screen.findByText("Waiting for us")).toBeTruthy();
    await waitFor(() => expect(location()).toBe("/requests/individual?status=needs_action"));
    expect(JSON.parse(stored() ?? "null")).toEqual({
      version: 1,
      data: { status: ["needs_action"] },
    });
    expect(storedRequestFilterQuery("user-1")).toBe("?status=needs_action");
    cleanup();

    // A reload without the query string: only the filtered answer is there to find.
    renderList([]);
    expect(await screen.findByText("Waiting for us")).toBeTruthy();
    expect(screen.getByText("Needs action", { selector: ".mantine-Pill-label" })).toBeTruthy();
  });

  it("take a link's filters and keep them", async () => {
    renderList(
      [requestsMock("individual", all, { filters: { country: ["FR"], search: "steel" } })],
      "/requests/individual?search=steel&country=FR",
    );
    expect(await screen.findByText("Every request")).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(stored() ?? "null")?.data).toEqual({ search: "steel", country: ["FR"] }),
    );
  });

  it.each([
    ["another version", { version: 2, data: { status: ["needs_action"] } }],
    ["data that fails the schema", { version: 1, data: { status: ["lost"] } }],
    ["no version", { status: ["needs_action"] }],
  ])("are ignored when stored with %s", async (_case, value) => {
    store(value);
    renderList();
    expect(await screen.findByText("Every request")).toBeTruthy();
  });

  it("are cleared with one button", async () => {
    store({ version: 1, data: { status: ["needs_action"] } });
    renderList();
    await screen.findByText("Waiting for us");
    fireEvent.click(screen.getByRole("button", { name: "Clear filters (1)" }));
    expect(await screen.findByText("Every request")).toBeTruthy();
    expect(JSON.parse(stored() ?? "null")).toEqual({ version: 1, data: {} });
  });
});
