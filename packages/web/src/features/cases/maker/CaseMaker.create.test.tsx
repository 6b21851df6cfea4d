import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { analyticsEvents } from "@tierwise/common/analytics-events";
import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { enableAnalytics, setAnalyticsSink } from "../../../app/analytics/analytics.ts";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { CREATE_SUPPLIER_CASE, type CreateSupplierCaseInput } from "../case.graphql.ts";
import { CaseMaker } from "./CaseMaker.tsx";
import { CaseMakerFromUrl } from "./CaseMakerFromUrl.tsx";
import {
  buildCase,
  casesSession,
  caseWallSummaryMock,
  paragraphOf,
  tagsMock,
} from "./case-fixtures.ts";

afterEach(() => {
  act(() => {
    snackbarStore.clear();
    modalStore.closeAll();
  });
  enableAnalytics(false);
});

const location = () => screen.getByTestId("location").textContent;
const optionsOf = (select: HTMLElement) =>
  Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);

describe("case maker: a new case", { timeout: 30_000 }, () => {
  it("opens from ?case=new as 'Create Case', To do and Medium, without Complete or Retired", async () => {
    renderAppUi(<CaseMakerFromUrl target={{ companyId: "company-1" }} />, {
      mocks: [tagsMock()],
      path: "/company/acme?tab=case&case=new",
      session: casesSession(),
    });
    const dialog = await screen.findByRole("dialog", { name: caseMessages.createCaseTitle });
    const status = within(dialog).getByLabelText("Status");
    expect((status as HTMLSelectElement).value).toBe("to_do");
    expect(optionsOf(status)).toEqual(["To do", "In progress"]);
    expect((within(dialog).getByLabelText("Priority") as HTMLSelectElement).value).toBe("medium");
    // Untouched: nothing to create yet, and nobody is told off.
    const create = within(dialog).getByRole("button", { name: "Create" });
    expect(create).toHaveProperty("disabled", true);
    expect(within(dialog).queryByText(messages.required)).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: "Late deliveries" },
    });
    expect(await within(dialog).findByText(caseMessages.descriptionRequired)).toBeTruthy();
    expect(create).toHaveProperty("disabled", true);
    fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: "   " } });
    expect(await within(dialog).findByText(messages.required)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(location()).toBe("/company/acme?tab=case"));
  });

  it("does not open without case management", async () => {
    renderAppUi(<CaseMakerFromUrl target={{ companyId: "company-1" }} />, {
      mocks: [tagsMock()],
      path: "/company/acme?case=new",
      session: casesSession({ caseManagementEnabled: false }),
    });
    await screen.findByTestId("location");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("creates the case, then shows it with its tabs and keeps its id (open on create)", async () => {
    const tracked: string[] = [];
    setAnalyticsSink({
      track: (event) => tracked.push(event),
      identify: () => undefined,
      page: () => undefined,
    });
    enableAnalytics(true);
    const created = buildCase({ id: "case-9", rowNumber: 12, title: "Late deliveries" });
    const input: CreateSupplierCaseInput = {
      title: "Late deliveries",
      description: paragraphOf("Three shipments missed."),
      status: "in_progress",
      priority: "high",
      assigneeId: null,
      assignedTeamId: null,
      dueDate: null,
      tags: [],
      locations: [],
      riskSubCategory: [],
      private: false,
      acl: [],
      gsca: null,
      labels: [],
      companyId: "company-1",
    };
    const createMock: Mock = {
      request: { query: CREATE_SUPPLIER_CASE, variables: { input } },
      result: {
        data: {
          createSupplierCase: { __typename: "SupplierCaseSuccess", supplierCase: created },
        },
      },
    };
    function OpenOnCreate() {
      const [caseId, setCaseId] = useState<string | null>(null);
      return (
        <>
          <output data-testid="case-id">{caseId ?? "none"}</output>
          <CaseMaker
            caseId={caseId}
            context={{
              companyId: "company-1",
              description: paragraphOf("Three shipments missed."),
            }}
            view="modal"
            onClose={() => undefined}
            openOnCreate
            onOpenCase={setCaseId}
          />
        </>
      );
    }
    renderAppUi(<OpenOnCreate />, {
      mocks: [tagsMock(), createMock, caseWallSummaryMock("case-9")],
      session: casesSession(),
    });
    const dialog = await screen.findByRole("dialog", { name: caseMessages.createCaseTitle });
    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: "  Late deliveries " },
    });
    fireEvent.change(within(dialog).getByLabelText("Status"), {
      target: { value: "in_progress" },
    });
    fireEvent.change(within(dialog).getByLabelText("Priority"), { target: { value: "high" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create" }));

    expect(await screen.findByRole("dialog", { name: /Case ID 12/ })).toBeTruthy();
    expect(screen.getByTestId("case-id").textContent).toBe("case-9");
    expect(screen.getByRole("tab", { name: "Feed" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Tasks" })).toBeTruthy();
    expect(await screen.findByText(caseMessages.noComments)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Case ID 12/ }).getAttribute("href")).toBe(
      "/cases/case-9",
    );
    expect(tracked).toContain(analyticsEvents.caseCreated);
    expect(tracked).toContain(analyticsEvents.caseViewed);
  });
});
