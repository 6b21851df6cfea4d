import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { ADD_COMPANIES_TO_PORTFOLIOS } from "../../portfolios/portfolio-companies.graphql.ts";
import { type CompanyRequestInput, CREATE_COMPANY_REQUEST } from "../company-request.graphql.ts";
import { IndividualRequestsPage } from "../list/RequestListPage.tsx";
import {
  buildCandidate,
  buildRequest,
  creatorsMock,
  portfolioTreeMock,
  renderRequestUi,
  requestsMock,
} from "../request-fixtures.tsx";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
  window.localStorage.clear();
});

/** What the form sends for "Acme Steel", acme-steel.example, Germany. */
const typedInput = (ignoreMatches: boolean): CompanyRequestInput => ({
  companyName: "Acme Steel",
  website: "acme-steel.example",
  state: null,
  city: null,
  address: null,
  legalName: null,
  zipCode: null,
  note: null,
  uei: null,
  taxId: null,
  cageCode: null,
  country: "DE",
  outOfBusiness: false,
  branchind: false,
  portfolioIds: [],
  ignoreMatches,
});

const createMock = (ignoreMatches: boolean, answer: unknown): Mock => ({
  request: { query: CREATE_COMPANY_REQUEST, variables: { input: typedInput(ignoreMatches) } },
  result: { data: { createCompanyRequest: answer } },
});

const likelyMatches = {
  __typename: "LikelyMatches",
  candidates: [buildCandidate()],
};
const created = {
  __typename: "CompanyRequestSuccess",
  request: buildRequest({ id: "req-9" }),
};

async function openModal(mocks: Mock[]) {
  renderRequestUi(<IndividualRequestsPage />, {
    path: "/requests/individual",
    mocks: [creatorsMock(), requestsMock("individual", []), portfolioTreeMock(), ...mocks],
  });
  fireEvent.click(await screen.findByRole("button", { name: "New request" }));
  return screen.findByRole("dialog", { name: "New company request" });
}

async function fillIn(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText(/^Company name/), {
    target: { value: "Acme Steel" },
  });
  fireEvent.change(within(dialog).getByLabelText("Website"), {
    target: { value: "acme-steel.example" },
  });
  fireEvent.click(within(dialog).getByRole("combobox", { name: "Country" }));
  fireEvent.click(await screen.findByRole("option", { name: "Germany" }));
}

describe("a new company request", { timeout: 30_000 }, () => {
  it("is checked with the shared schema before anything is sent", async () => {
    const dialog = await openModal([]);
    fireEvent.change(within(dialog).getByLabelText("Website"), { target: { value: "not a site" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create request" }));
    expect(await within(dialog).findByText(requestMessages.companyNameRequired)).toBeTruthy();
    expect(within(dialog).getByText(requestMessages.invalidWebsite)).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Company name/)),
    );
  });

  it("shows likely matches beside the typed data, then requests anyway", async () => {
    const dialog = await openModal([createMock(false, likelyMatches), createMock(true, created)]);
    await fillIn(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create request" }));

    const heading = await within(dialog).findByRole("heading", {
      name: requestMessages.likelyMatch,
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const typed = within(dialog).getByRole("region", { name: "Your request" });
    expect(within(typed).getByText("Acme Steel")).toBeTruthy();
    expect(within(typed).getByText("Germany")).toBeTruthy();
    const candidate = within(dialog).getByRole("article", { name: "Acme Steel GmbH" });
    expect(within(candidate).getByText("72%")).toBeTruthy();
    expect(within(candidate).getByText("Same website domain")).toBeTruthy();
    expect(
      within(candidate).getByRole("link", { name: "Acme Steel GmbH" }).getAttribute("href"),
    ).toBe("/company/acme-steel-gmbh");
    expect(within(candidate).getByRole("button", { name: "Use this company" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Request anyway" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/company-request/req-9"),
    );
    expect(await screen.findByText(requestMessages.created)).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "New company request" })).toBeNull();
  });

  it("uses the known company instead: adds it to the chosen portfolio and opens it", async () => {
    const withPortfolio = { ...typedInput(false), portfolioIds: ["suppliers"] };
    const dialog = await openModal([
      {
        request: { query: CREATE_COMPANY_REQUEST, variables: { input: withPortfolio } },
        result: { data: { createCompanyRequest: likelyMatches } },
      },
      {
        request: {
          query: ADD_COMPANIES_TO_PORTFOLIOS,
          variables: { portfolioIds: ["suppliers"], companyIds: ["company-7"] },
        },
        result: {
          data: {
            addCompaniesToPortfolios: {
              __typename: "PortfolioCompaniesSuccess",
              added: 1,
              undoId: "undo-1",
              portfolios: [],
              alreadyIn: [],
            },
          },
        },
      },
    ]);
    await fillIn(dialog);
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Portfolios" }));
    fireEvent.click(await screen.findByRole("option", { name: "Suppliers" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Create request" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Use this company" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/company/acme-steel-gmbh"),
    );
    // The offer to take it back survives the change of page.
    expect(await screen.findByText("Acme Steel GmbH added to 1 portfolio.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Undo" })).toBeTruthy();
  });
});
