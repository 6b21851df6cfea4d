import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { messages } from "@tierwise/common/messages";
import { describe, expect, it } from "vitest";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { NTierPage } from "../NTierPage.tsx";
import { companiesMock, layOutTheTable, nTierNode } from "../n-tier-test-fixtures.ts";
import { NTierUploadAction } from "./NTierUploadAction.tsx";
import {
  candidate,
  chooseFile,
  decideMock,
  matched,
  previewMock,
  previewOf,
  row,
  rowsMock,
  side,
  stubFileUploads,
  uploadMock,
  uploadOf,
  uploadQueryMock,
  uploadSession,
} from "./n-tier-upload-fixtures.ts";

layOutTheTable();

const upload = stubFileUploads();

const customer = matched("Northwind Traders");
const created = row(2, { supplier: matched("Contoso Manufacturing"), customer, part: "Bearings" });
const inReview = row(3, {
  outcome: "review",
  customer,
  supplier: side("Fabrikam Industres", {
    band: "review",
    candidates: [candidate("Fabrikam Industries", 0.91)],
  }),
  reasons: ['Supplier "Fabrikam Industres" may be Fabrikam Industries.'],
});
const unmatched = row(4, {
  outcome: "unmatched",
  customer,
  supplier: side("Nobody Such Widgets"),
  reasons: ['Supplier "Nobody Such Widgets" was not found among the known companies.'],
});
const firstUpload = uploadOf({ created: 1, review: 1, unmatched: 1 });
const facilityColumns: [string, string][] = [
  ["name", "supplierName"],
  ["country", "supplierCountry"],
  ["lat", "latitude"],
  ["lng", "longitude"],
];

/** Opens the dialog, chooses the file and, at the mapping step, reads it as proposed. */
async function openAndUpload() {
  fireEvent.click(screen.getByRole("button", { name: "Upload relations" }));
  await chooseFile();
  fireEvent.click(await screen.findByRole("button", { name: "Read and match" }));
}

const rowOf = (label: string) =>
  screen.getByRole("rowheader", { name: label }).closest("tr") as HTMLElement;

describe("uploading relations on the n-tier page", { timeout: 30_000 }, () => {
  it("uploads the file, reads it, and shows every row with its outcome", async () => {
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(),
        uploadMock(firstUpload),
        rowsMock([created, inReview, unmatched]),
        rowsMock([unmatched], ["unmatched"]),
      ],
    });
    await openAndUpload();
    expect(await screen.findByRole("rowheader", { name: "Row 2" })).toBeTruthy();
    // Sent as a supplier list is, then read by the mutation.
    expect(upload.mock.calls[0]?.[0]).toBe("/upload-attachments");
    const form = upload.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get("type")).toBe("company-request-bulk");
    expect((form.get("files") as File).name).toBe("relations.csv");
    expect(screen.getByText("Read as: Relations file")).toBeTruthy();
    const counts = screen.getByLabelText("Rows by outcome");
    expect(within(counts).getByText("Added").nextSibling?.textContent).toBe("1");
    expect(within(counts).getByText("Not found").nextSibling?.textContent).toBe("1");
    expect(screen.getByText("The network updates in a moment.")).toBeTruthy();
    // The matched companies link to their profiles.
    const contoso = within(rowOf("Row 2")).getByRole("link", { name: "Contoso Manufacturing" });
    expect(contoso.getAttribute("href")).toBe("/company/contoso-manufacturing");
    expect(within(rowOf("Row 3")).getByText("To review")).toBeTruthy();
    expect(
      within(rowOf("Row 3"))
        .getByRole("link", { name: "Fabrikam Industries" })
        .getAttribute("href"),
    ).toBe("/company/fabrikam-industries");
    expect(
      within(rowOf("Row 4")).getByText(/was not found among the known companies/),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Not found (1)" }));
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Row 2" })).toBeNull());
    expect(screen.getByRole("rowheader", { name: "Row 4" })).toBeTruthy();
  });

  it("says what the server read a facility list as", async () => {
    const facilities = uploadOf({ created: 1 }, { kind: "facilities", filename: "relations.csv" });
    const site = row(2, {
      customer: null,
      supplier: matched("Contoso Manufacturing"),
      site: {
        __typename: "NTierUploadSite",
        name: null,
        address: "12 Main St, Springfield",
        countryCode: "US",
        latitude: 39.78,
        longitude: -89.65,
      },
    });
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(previewOf(facilityColumns, "facilities")),
        uploadMock(facilities, {
          mapping: Object.fromEntries(facilityColumns),
          kind: "facilities",
        }),
        rowsMock([site]),
      ],
    });
    await openAndUpload();
    expect(await screen.findByText("Read as: Facility list")).toBeTruthy();
    expect(screen.getByText("Each row is a site of a company.")).toBeTruthy();
    expect(screen.queryByRole("columnheader", { name: "Customer" })).toBeNull();
    expect(await screen.findByText("Site: 12 Main St, Springfield, US")).toBeTruthy();
  });

  it("confirms a row in review, which then shows as added", async () => {
    const confirmed = {
      ...inReview,
      outcome: "created",
      relationId: "relation-9",
      supplier: matched("Fabrikam Industries"),
    };
    const after = uploadOf({ created: 2, unmatched: 1 });
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(),
        uploadMock(firstUpload),
        rowsMock([created, inReview, unmatched]),
        decideMock({ rowId: "row-3", decision: "confirm" }, confirmed),
        uploadQueryMock(after),
        rowsMock([created, confirmed as typeof inReview, unmatched]),
      ],
    });
    await openAndUpload();
    fireEvent.click(await screen.findByRole("button", { name: "Confirm Row 3" }));
    await waitFor(() => expect(within(rowOf("Row 3")).getByText("Added")).toBeTruthy());
    expect(within(rowOf("Row 3")).queryByRole("button", { name: "Confirm Row 3" })).toBeNull();
    await waitFor(() =>
      expect(
        within(screen.getByLabelText("Rows by outcome")).getByText("Added").nextSibling
          ?.textContent,
      ).toBe("2"),
    );
    expect(
      await screen.findByText("Row 3 confirmed. The network updates in a moment."),
    ).toBeTruthy();
  });

  it("shows why a decision was refused", async () => {
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(),
        uploadMock(firstUpload),
        rowsMock([inReview]),
        decideMock(
          { rowId: "row-3", decision: "reject" },
          {
            __typename: "ValidationError",
            message: "Invalid input",
            fieldErrors: [{ path: "rowId", message: "Row 3 is not waiting for a decision." }],
          },
        ),
        // Refused because it was decided elsewhere: the rows and counts are asked for again.
        uploadQueryMock(firstUpload),
        rowsMock([inReview]),
      ],
    });
    await openAndUpload();
    fireEvent.click(await screen.findByRole("button", { name: "Reject Row 3" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Row 3 is not waiting for a decision.",
    );
  });

  it("shows a failed upload and a file the server refused", async () => {
    upload.mockResolvedValueOnce(new Response("", { status: 500 }));
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock({
          __typename: "ValidationError",
          message: "Invalid input",
          fieldErrors: [
            { path: "fileKey", message: "A relations file may hold at most 5,000 rows." },
          ],
        }),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload relations" }));
    await chooseFile();
    expect((await screen.findByRole("alert")).textContent).toContain(messages.uploadFailed);
    await chooseFile();
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "A relations file may hold at most 5,000 rows.",
      ),
    );
    // A file of another kind is refused before anything is sent.
    await chooseFile("relations.pdf");
    expect((await screen.findByRole("alert")).textContent).toContain("Valid formats are");
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it("is not offered to people who may not upload supplier lists", () => {
    renderAppUi(<NTierUploadAction />, { session: uploadSession("user") });
    expect(screen.queryByRole("button", { name: "Upload relations" })).toBeNull();
  });

  it("asks the table for the network again after a relation was added", async () => {
    renderAppUi(<NTierPage />, {
      session: uploadSession(),
      path: "/n-tier/table",
      route: "/n-tier/:view",
      mocks: [
        companiesMock([nTierNode(1, "Northwind Traders")]),
        previewMock(),
        uploadMock(firstUpload),
        rowsMock([created]),
        {
          ...companiesMock([
            nTierNode(1, "Northwind Traders"),
            nTierNode(2, "Contoso Manufacturing", { tier: 2 }),
          ]),
          // The recompute job may take a few asks: each gets the new network.
          maxUsageCount: 10,
        },
      ],
    });
    expect(await screen.findByRole("link", { name: "Northwind Traders" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Contoso Manufacturing" })).toBeNull();
    await openAndUpload();
    await screen.findByRole("rowheader", { name: "Row 2" });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    const table = await screen.findByRole("table", { name: "Suppliers" });
    await waitFor(() =>
      expect(within(table).getByRole("link", { name: "Contoso Manufacturing" })).toBeTruthy(),
    );
  });
});
