import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { REPLAY_UNDO_RETIRE_COMPANY_REQUEST } from "../../undo/undo.graphql.ts";
import {
  ADD_COMPANY_REQUEST_LOG,
  type CompanyRequest,
  type CompanyRequestLog,
  RETIRE_COMPANY_REQUEST,
} from "../company-request.graphql.ts";
import { ada, buildRequest, grace, renderRequestUi, requestMock } from "../request-fixtures.tsx";
import { CompanyRequestPage } from "./CompanyRequestPage.tsx";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
});

const log = (overrides: Partial<CompanyRequestLog>): CompanyRequestLog => ({
  __typename: "CompanyRequestLog",
  id: "log-x",
  comment: null,
  reason: "other",
  status: null,
  contentMemberEmail: null,
  createdAt: "2026-03-05T10:00:00.000Z",
  user: ada,
  ...overrides,
});

const created = log({ id: "log-1", reason: "created", status: "requested" });
const asked = log({
  id: "log-2",
  reason: "more_information_needed",
  status: "needs_action",
  comment: "Which plant do you mean?",
  createdAt: "2026-03-06T09:00:00.000Z",
  user: grace,
});

function renderPage(mocks: Mock[]) {
  return renderRequestUi(<CompanyRequestPage />, {
    path: "/company-request/req-1",
    route: "/company-request/:id",
    mocks,
  });
}

const logItems = () =>
  within(screen.getByRole("region", { name: "Log" }))
    .getAllByRole("listitem")
    .map((item) => item.getAttribute("data-log-id"));

describe("one company request", { timeout: 30_000 }, () => {
  it("shows every field, its links and its log oldest first", async () => {
    const request = buildRequest({
      // Newest first on purpose: the page orders them.
      logs: [asked, created],
      company: {
        __typename: "RequestCompany",
        id: "c-1",
        slug: "acme",
        name: "Acme",
        country: "DE",
      },
      portfolios: [
        { __typename: "RequestPortfolio", id: "p-1", slug: "suppliers", name: "Suppliers" },
      ],
      subscriptionSets: [
        { __typename: "RequestSubscriptionSet", id: "s-1", name: "Core", dataPackages: ["esg"] },
      ],
    });
    renderPage([requestMock(request)]);
    expect(await screen.findByRole("heading", { name: "Acme Steel", level: 1 })).toBeTruthy();
    expect(screen.getByText("Acme Steel GmbH")).toBeTruthy();
    expect(screen.getByText("DE123456789")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Acme" }).getAttribute("href")).toBe("/company/acme");
    expect(screen.getByRole("link", { name: "Suppliers" }).getAttribute("href")).toBe(
      "/portfolios/suppliers",
    );
    expect(screen.getByText("ESG")).toBeTruthy();
    expect(logItems()).toEqual(["log-1", "log-2"]);
    expect(screen.getByText("Which plant do you mean?")).toBeTruthy();
    expect(screen.getByText(/Grace Hopper/)).toBeTruthy();
  });

  it("says so when the request is not there", async () => {
    renderPage([requestMock(null, "req-1")]);
    expect(await screen.findByText("Request not found")).toBeTruthy();
  });
});

describe("adding a log", { timeout: 30_000 }, () => {
  it("needs a comment and a reason, and says both", async () => {
    const request = buildRequest();
    const answered: CompanyRequest = {
      ...request,
      status: "needs_action",
      logs: [...request.logs, { ...asked, comment: "Please check the plant", user: ada }],
    };
    renderPage([
      requestMock(request),
      {
        request: {
          query: ADD_COMPANY_REQUEST_LOG,
          variables: {
            input: {
              requestId: "req-1",
              comment: "Please check the plant",
              reason: "more_information_needed",
              status: "needs_action",
            },
          },
        },
        result: {
          data: {
            addCompanyRequestLog: { __typename: "CompanyRequestSuccess", request: answered },
          },
        },
      },
    ]);
    const form = await screen.findByRole("region", { name: "Add log" });
    fireEvent.click(within(form).getByRole("button", { name: "Add log" }));
    expect(await within(form).findByText(requestMessages.logCommentRequired)).toBeTruthy();
    expect(within(form).getByText(requestMessages.logReasonRequired)).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/^Comment/), {
      target: { value: "Please check the plant" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Add log" }));
    await waitFor(() =>
      expect(within(form).queryByText(requestMessages.logCommentRequired)).toBeNull(),
    );
    expect(within(form).getByText(requestMessages.logReasonRequired)).toBeTruthy();

    fireEvent.click(within(form).getByRole("combobox", { name: /^Reason/ }));
    fireEvent.click(await screen.findByRole("option", { name: "More information needed" }));
    fireEvent.click(within(form).getByRole("combobox", { name: "New status" }));
    // Retiring has its own button; the log offers the other allowed moves.
    expect(screen.queryByRole("option", { name: "Retired" })).toBeNull();
    fireEvent.click(await screen.findByRole("option", { name: "Needs action" }));
    fireEvent.click(within(form).getByRole("button", { name: "Add log" }));

    expect(await screen.findByText("Log added.")).toBeTruthy();
    await waitFor(() => expect(logItems()).toEqual(["log-1", "log-2"]));
    expect(within(form).getByLabelText(/^Comment/)).toHaveProperty("value", "");
  });
});

describe("retiring a request", { timeout: 30_000 }, () => {
  it("retires with a comment, offers Undo, and shows the request restored", async () => {
    const request = buildRequest();
    const retiredLog = log({ id: "log-r", reason: "retired", status: "retired", comment: "Gone" });
    const retired: CompanyRequest = {
      ...request,
      status: "retired",
      canRetire: false,
      allowedStatuses: [],
      logs: [...request.logs, { ...retiredLog, createdAt: "2026-03-07T10:00:00.000Z" }],
    };
    const restored: CompanyRequest = {
      ...request,
      logs: [
        ...retired.logs,
        log({ id: "log-u", reason: "retirement_undone", createdAt: "2026-03-07T10:01:00.000Z" }),
      ],
    };
    renderPage([
      requestMock(request),
      {
        request: {
          query: RETIRE_COMPANY_REQUEST,
          variables: { input: { id: "req-1", comment: "Gone" } },
        },
        result: {
          data: {
            retireCompanyRequest: {
              __typename: "RetireCompanyRequestSuccess",
              undoId: "undo-7",
              request: retired,
            },
          },
        },
      },
      {
        request: { query: REPLAY_UNDO_RETIRE_COMPANY_REQUEST, variables: { undoId: "undo-7" } },
        result: { data: { undoRetireCompanyRequest: { __typename: "CompanyRequestSuccess" } } },
      },
      requestMock(restored),
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Retire" }));
    const dialog = await screen.findByRole("dialog", { name: "Retire this request?" });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Comment/)),
    );
    fireEvent.change(within(dialog).getByLabelText(/^Comment/), { target: { value: "Gone" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Retire request" }));

    expect(await screen.findByText(requestMessages.retired)).toBeTruthy();
    expect(await screen.findByText(/This request is retired/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Retire" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Add log" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText(requestMessages.retirementUndone)).toBeTruthy();
    expect(await screen.findByText("Retirement undone")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retire" })).toBeTruthy();
    expect(screen.queryByText(/This request is retired/)).toBeNull();
  });
});
