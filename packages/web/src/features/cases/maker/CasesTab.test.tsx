import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { afterEach, describe, expect, it } from "vitest";
import { modalStore } from "../../../app/modals/modal-store.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { ActivityPanel } from "../../comments/ActivityPanel.tsx";
import { summaryMock } from "../../comments/comment-fixtures.ts";
import { CaseMakerFromUrl } from "./CaseMakerFromUrl.tsx";
import { casesSession, tagsMock } from "./case-fixtures.ts";
import { TARGET_CASES_QUERY } from "./target-cases.graphql.ts";

afterEach(() => act(() => modalStore.closeAll()));

const target = { companyId: "company-1" };
const casesMock: Mock = {
  request: {
    query: TARGET_CASES_QUERY,
    variables: { identifier: target, first: 25, offset: 0 },
  },
  result: {
    data: {
      supplierCases: {
        __typename: "SupplierCaseConnection",
        items: [
          {
            __typename: "SupplierCase",
            id: "case-1",
            rowNumber: 7,
            title: "Late deliveries",
            status: "in_progress",
            priority: "high",
            dueDate: "2026-11-24",
            updatedAt: "2026-11-20T10:00:00.000Z",
          },
        ],
        totalCount: 1,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderPage(path: string, session = casesSession()) {
  renderAppUi(
    <>
      <ActivityPanel target={target} />
      <CaseMakerFromUrl target={target} />
    </>,
    { mocks: [summaryMock(), casesMock, tagsMock()], path, session },
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("the activity panel's case tab", { timeout: 30_000 }, () => {
  it("lists the company's cases and opens the case maker on a new case", async () => {
    renderPage("/company/acme?tab=case");
    const list = await screen.findByRole("list", { name: "Cases" });
    expect(within(list).getByText("Late deliveries")).toBeTruthy();
    expect(within(list).getByText(/Case ID 7 · High · Due Tue, Nov 24, 2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Create case" }));
    await waitFor(() => expect(location()).toBe("/company/acme?tab=case&case=new"));
    expect(await screen.findByRole("dialog", { name: caseMessages.createCaseTitle })).toBeTruthy();
  });

  it("is not there without case management", async () => {
    renderPage("/company/acme", casesSession({ caseManagementEnabled: false }));
    expect(await screen.findByRole("button", { name: /^Notes/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Cases/ })).toBeNull();
  });
});
