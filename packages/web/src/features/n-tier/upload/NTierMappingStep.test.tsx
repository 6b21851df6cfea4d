import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { NTierUploadAction } from "./NTierUploadAction.tsx";
import { N_TIER_SITE_COMPANIES_QUERY } from "./n-tier-upload.graphql.ts";
import {
  chooseFile,
  matched,
  previewMock,
  previewOf,
  row,
  rowsMock,
  stubFileUploads,
  uploadMock,
  uploadOf,
  uploadSession,
} from "./n-tier-upload-fixtures.ts";

stubFileUploads();

// A file whose headers the server did not know: the proposal leaves two of them out.
const oddColumns: [string, string][] = [
  ["Abnehmer", "ignore"],
  ["Lieferant", "ignore"],
  ["Teil", "part"],
];
const corrected = { Abnehmer: "customerName", Lieferant: "supplierName", Teil: "ignore" };

async function choose(header: string, option: string | RegExp) {
  fireEvent.click(screen.getByRole("combobox", { name: `Import ${header} as` }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}

const refused = (...messages: string[]) => ({
  __typename: "ValidationError",
  message: messages[0],
  fieldErrors: messages.map((message) => ({ path: "mapping", message })),
});

describe("the mapping step of the relations upload", { timeout: 30_000 }, () => {
  it("shows each column with its values and proposal, and sends the mapping as corrected", async () => {
    const created = row(2, {
      supplier: matched("Contoso Manufacturing"),
      customer: matched("Northwind"),
    });
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(previewOf(oddColumns)),
        uploadMock(
          refused("Map one column to Customer.", "Map one column to Supplier or facility name."),
          { mapping: Object.fromEntries(oddColumns) },
        ),
        uploadMock(uploadOf({ created: 1 }), { mapping: corrected }),
        rowsMock([created]),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload relations" }));
    await chooseFile();
    const table = await screen.findByRole("table", { name: "Column mapping" });
    expect(screen.getByText("3 rows read")).toBeTruthy();
    const teil = within(table)
      .getByRole("rowheader", { name: "Teil" })
      .closest("tr") as HTMLElement;
    expect(within(teil).getByText("Teil 1 · Teil 2")).toBeTruthy();
    expect(
      (screen.getByRole("combobox", { name: "Import Teil as" }) as HTMLInputElement).value,
    ).toBe("Part or product");
    expect(
      (screen.getByRole("radio", { name: "Relations file" }) as HTMLInputElement).checked,
    ).toBe(true);

    // As proposed, the server says every field that is missing.
    fireEvent.click(screen.getByRole("button", { name: "Read and match" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Map one column to Customer.");
    expect(alert.textContent).toContain("Map one column to Supplier or facility name.");

    await choose("Abnehmer", "Customer");
    await choose("Lieferant", /^Supplier or facility name/);
    await choose("Teil", "Don't import");
    fireEvent.click(screen.getByRole("button", { name: "Read and match" }));
    expect(await screen.findByRole("rowheader", { name: "Row 2" })).toBeTruthy();
  });

  it("makes a facility list the sites of one company of the network", async () => {
    const facilityColumns: [string, string][] = [
      ["name", "supplierName"],
      ["country", "supplierCountry"],
      ["lat", "latitude"],
      ["lng", "longitude"],
    ];
    const network = (search: string | null) => ({
      request: { query: N_TIER_SITE_COMPANIES_QUERY, variables: { search } },
      result: {
        data: {
          nTierCompanies: {
            __typename: "NTierNodePage",
            items: [
              {
                __typename: "NTierNode",
                id: "c-1",
                name: "Contoso Manufacturing",
                tier: 1,
                countryCode: "US",
              },
            ],
          },
        },
      },
      maxUsageCount: 5,
    });
    const site = row(2, { supplier: matched("Contoso Manufacturing") });
    renderAppUi(<NTierUploadAction />, {
      session: uploadSession(),
      mocks: [
        previewMock(previewOf(facilityColumns, "facilities")),
        network(null),
        network("Contoso Manufacturing"),
        uploadMock(uploadOf({ created: 1 }, { kind: "facilities" }), {
          mapping: Object.fromEntries(facilityColumns),
          kind: "facilities",
          siteCompanyId: "c-1",
        }),
        rowsMock([site]),
      ],
    });
    fireEvent.click(screen.getByRole("button", { name: "Upload relations" }));
    await chooseFile();
    fireEvent.click(await screen.findByRole("radio", { name: "All of one company's" }));
    // Not sent without the company.
    fireEvent.click(screen.getByRole("button", { name: "Read and match" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Choose the company whose sites these are.",
    );
    fireEvent.click(screen.getByRole("combobox", { name: "Company" }));
    fireEvent.click(await screen.findByRole("option", { name: "Contoso Manufacturing" }));
    fireEvent.click(screen.getByRole("button", { name: "Read and match" }));
    expect(await screen.findByText("Read as: Facility list")).toBeTruthy();
  });
});
