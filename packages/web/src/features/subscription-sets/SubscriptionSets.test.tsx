import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../app/modals/modal-store.ts";
import { snackbarStore } from "../../app/snackbar/show-snackbar.ts";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { renderPortfolioUi } from "../portfolios/portfolio-test-render.tsx";
import { SubscriptionSetsModal, showSetsWhenOutOfSeats } from "./SubscriptionSetsModal.tsx";
import { SubscriptionSetsPage } from "./SubscriptionSetsPage.tsx";
import { buildSubscriptionSet, subscriptionSetsMock } from "./subscription-set-fixtures.ts";
import { CREATE_SUBSCRIPTION_SET, UPDATE_SUBSCRIPTION_SET } from "./subscription-sets.graphql.ts";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
});

describe("show_subscription_sets", { timeout: 20_000 }, () => {
  it("opens on SubscriptionLimitExceededError with the organisation's sets", async () => {
    renderPortfolioUi(<SubscriptionSetsModal />, {
      mocks: [
        subscriptionSetsMock([
          buildSubscriptionSet(),
          buildSubscriptionSet({
            id: "set-2",
            name: "Everything",
            companyLimit: null,
            availableSeats: null,
            allCompanies: true,
            dataPackages: [],
          }),
        ]),
      ],
    });
    expect(showSetsWhenOutOfSeats({ __typename: "SubscriptionSetSuccess" })).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => {
      showSetsWhenOutOfSeats({
        __typename: "SubscriptionLimitExceededError",
        message: requestMessages.subscriptionLimitExceeded,
      });
    });
    const dialog = await screen.findByRole("dialog", { name: "Subscription sets" });
    expect(within(dialog).getByText(requestMessages.subscriptionLimitExceeded)).toBeTruthy();
    const full = await within(dialog).findByRole("row", { name: /Core suppliers/ });
    expect(within(full).getByText("No seat left (limit 100)")).toBeTruthy();
    expect(within(full).getByText("ESG")).toBeTruthy();
    const open = within(dialog).getByRole("row", { name: /Everything/ });
    expect(within(open).getByText("No limit")).toBeTruthy();
    expect(within(open).getByText("Covers every company")).toBeTruthy();
  });
});

const manager = () => buildSession({ roles: ["tierwise_admin"] });

function renderPage(mocks: Parameters<typeof renderPortfolioUi>[1]["mocks"]) {
  return renderPortfolioUi(<SubscriptionSetsPage />, {
    path: "/organizations/org-9/subscription-sets",
    route: "/organizations/:id/subscription-sets",
    session: manager(),
    mocks,
  });
}

describe("the subscription sets of an organisation", { timeout: 20_000 }, () => {
  it("are created by a provider manager, checked first", async () => {
    const created = buildSubscriptionSet({ id: "set-9", name: "Pilot", companyLimit: 25 });
    renderPage([
      { ...subscriptionSetsMock([], "org-9"), maxUsageCount: 1 },
      {
        request: {
          query: CREATE_SUBSCRIPTION_SET,
          variables: {
            input: {
              organizationId: "org-9",
              name: "Pilot",
              description: null,
              companyLimit: 25,
              allCompanies: false,
              addCompanyAllowed: true,
              dataPackages: [],
            },
          },
        },
        result: {
          data: {
            createSubscriptionSet: {
              __typename: "SubscriptionSetSuccess",
              subscriptionSet: created,
            },
          },
        },
      },
      subscriptionSetsMock([created], "org-9"),
    ]);
    expect(await screen.findByText("No subscription sets yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New subscription set" }));
    const dialog = await screen.findByRole("dialog", { name: "New subscription set" });
    fireEvent.change(within(dialog).getByLabelText("Company limit", { exact: false }), {
      target: { value: "lots" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();
    expect(within(dialog).getByText(/Enter a whole number of companies/)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: "Pilot" } });
    fireEvent.change(within(dialog).getByLabelText("Company limit", { exact: false }), {
      target: { value: "25" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText('Subscription set "Pilot" saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("row", { name: /Pilot/ })).toBeTruthy();
  });

  it("are edited from their row", async () => {
    const set = buildSubscriptionSet();
    renderPage([
      subscriptionSetsMock([set], "org-9"),
      {
        request: {
          query: UPDATE_SUBSCRIPTION_SET,
          variables: {
            id: "set-1",
            input: {
              organizationId: "org-9",
              name: "Core suppliers",
              description: null,
              companyLimit: null,
              allCompanies: false,
              addCompanyAllowed: true,
              dataPackages: ["reports", "esg"],
            },
          },
        },
        result: {
          data: {
            updateSubscriptionSet: {
              __typename: "ValidationError",
              message: "Invalid input",
              fieldErrors: [{ path: "companyLimit", message: "Must be at least 100." }],
            },
          },
        },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Core suppliers" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Core suppliers" });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty("value", "Core suppliers");
    fireEvent.change(within(dialog).getByLabelText("Company limit", { exact: false }), {
      target: { value: "" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("Must be at least 100.")).toBeTruthy();
  });
});
