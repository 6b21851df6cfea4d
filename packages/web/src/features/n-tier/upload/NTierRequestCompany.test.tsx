import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { requestMessages } from "@tierwise/common/company-requests";
import { describe, expect, it } from "vitest";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import type { CompanyRequestInput } from "../../company-requests/company-request.graphql.ts";
import { buildCandidate, portfolioTreeMock } from "../../company-requests/request-fixtures.tsx";
import { NTierUploadAction } from "./NTierUploadAction.tsx";
import { type NTierUploadRow, REQUEST_N_TIER_UPLOAD_COMPANY } from "./n-tier-upload.graphql.ts";
import {
  chooseFile,
  matched,
  previewMock,
  row,
  rowsMock,
  side,
  stubFileUploads,
  uploadMock,
  uploadOf,
  uploadSession,
} from "./n-tier-upload-fixtures.ts";

stubFileUploads();

const unmatched = row(4, {
  outcome: "unmatched",
  customer: matched("Northwind Traders"),
  supplier: side("Quillfeather Gaskets", { country: "FR", band: "weak" }),
  reasons: ['Supplier "Quillfeather Gaskets" was not found among the known companies.'],
  site: {
    __typename: "NTierUploadSite",
    name: null,
    address: "4 Rue des Forges",
    countryCode: "FR",
    latitude: 45.76,
    longitude: 4.83,
  },
});

/** What the form sends as the row gave it: name, country and the site's address. */
const prefilled = (ignoreMatches: boolean): CompanyRequestInput => ({
  companyName: "Quillfeather Gaskets",
  website: null,
  state: null,
  city: null,
  address: "4 Rue des Forges",
  legalName: null,
  zipCode: null,
  note: null,
  uei: null,
  taxId: null,
  cageCode: null,
  country: "FR",
  outOfBusiness: false,
  branchind: false,
  portfolioIds: [],
  ignoreMatches,
});

const requestMock = (ignoreMatches: boolean, answer: object): Mock => ({
  request: {
    query: REQUEST_N_TIER_UPLOAD_COMPANY,
    variables: { rowId: "row-4", side: "supplier", input: prefilled(ignoreMatches) },
  },
  result: { data: { requestNTierUploadCompany: answer } },
});

const requested: NTierUploadRow = {
  ...unmatched,
  supplier: side("Quillfeather Gaskets", {
    country: "FR",
    band: "weak",
    request: {
      __typename: "NTierUploadSideRequest",
      id: "req-7",
      status: "requested",
      companyName: "Quillfeather Gaskets",
    },
  }),
};

async function openRequestForm(
  mocks: Mock[],
  role: "organization_admin" | "user" = "organization_admin",
) {
  renderAppUi(<NTierUploadAction />, {
    session: uploadSession(role),
    mocks: [
      previewMock(),
      uploadMock(uploadOf({ unmatched: 1 })),
      rowsMock([unmatched]),
      portfolioTreeMock(),
      ...mocks,
    ],
  });
  fireEvent.click(screen.getByRole("button", { name: "Upload relations" }));
  await chooseFile();
  fireEvent.click(await screen.findByRole("button", { name: "Read and match" }));
  fireEvent.click(
    await screen.findByRole("button", {
      name: "Request this company: Quillfeather Gaskets (Row 4)",
    }),
  );
  return screen.findByRole("dialog", { name: "Request Quillfeather Gaskets" });
}

describe("requesting the company an upload row did not find", { timeout: 30_000 }, () => {
  it("opens the request form filled from the row, and the row then shows the request", async () => {
    const dialog = await openRequestForm([requestMock(false, requested)]);
    expect((within(dialog).getByLabelText(/^Company name/) as HTMLInputElement).value).toBe(
      "Quillfeather Gaskets",
    );
    expect((within(dialog).getByLabelText("Address") as HTMLInputElement).value).toBe(
      "4 Rue des Forges",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Create request" }));
    expect(await screen.findByText(requestMessages.created)).toBeTruthy();
    const line = screen.getByRole("rowheader", { name: "Row 4" }).closest("tr") as HTMLElement;
    await waitFor(() => expect(within(line).getByText("Requested")).toBeTruthy());
    expect(within(line).getByRole("link", { name: "Company request" }).getAttribute("href")).toBe(
      "/company-request/req-7",
    );
    expect(within(line).queryByRole("button", { name: /^Request this company/ })).toBeNull();
  });

  it("offers the likely matches first, then requests anyway", async () => {
    const dialog = await openRequestForm([
      requestMock(false, { __typename: "LikelyMatches", candidates: [buildCandidate()] }),
      requestMock(true, requested),
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Create request" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Request anyway" }));
    expect(await screen.findByText(requestMessages.created)).toBeTruthy();
  });
});
