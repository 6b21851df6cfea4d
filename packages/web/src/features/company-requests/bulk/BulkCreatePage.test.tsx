import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ColumnMapping } from "@tierwise/common/company-requests";
import { requestMessages } from "@tierwise/common/company-requests";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import type { Mock } from "../../../testing/render-app-ui.tsx";
import { portfolioTreeMock, renderRequestUi, requestsSession } from "../request-fixtures.tsx";
import { BulkCreatePage } from "./BulkCreatePage.tsx";
import { buildBulkRequest } from "./bulk-fixtures.ts";
import {
  type BulkRequest,
  CREATE_BULK_REQUEST,
  START_BULK_REQUEST,
} from "./bulk-request.graphql.ts";

const upload = vi.fn<typeof fetch>();

beforeEach(() => {
  upload.mockResolvedValue(
    new Response(JSON.stringify([{ originalname: "suppliers.csv", key: "file-key-1" }])),
  );
  vi.stubGlobal("fetch", upload);
});

afterEach(() => {
  act(() => snackbarStore.clear());
  vi.unstubAllGlobals();
});

const createMock = (bulkRequest: BulkRequest): Mock => ({
  request: {
    query: CREATE_BULK_REQUEST,
    variables: { fileKey: "file-key-1", filename: "suppliers.csv" },
  },
  result: { data: { createBulkRequest: { __typename: "BulkRequestSuccess", bulkRequest } } },
});

const startMock = (mapping: ColumnMapping, portfolioIds: string[] = []): Mock => ({
  request: {
    query: START_BULK_REQUEST,
    variables: { input: { bulkRequestId: "bulk-1", mapping, portfolioIds } },
  },
  result: {
    data: {
      startBulkRequest: {
        __typename: "BulkRequestSuccess",
        bulkRequest: buildBulkRequest({ status: "processing", mapping }),
      },
    },
  },
});

function renderCreate(mocks: Mock[]) {
  return renderRequestUi(<BulkCreatePage />, {
    path: "/requests/bulk/create",
    session: requestsSession("organization_admin"),
    mocks: [portfolioTreeMock(), ...mocks],
  });
}

function chooseFile(name: string, type = "text/csv") {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error("no file input");
  fireEvent.change(input, { target: { files: [new File(["Security\n3M\n"], name, { type })] } });
}

const selectOf = (header: string) => screen.getByRole("combobox", { name: `Import ${header} as` });

describe("a bulk upload's columns", { timeout: 30_000 }, () => {
  it("refuses a file that is not CSV, XLS, XLSX or JSON before uploading it", async () => {
    renderCreate([]);
    chooseFile("suppliers.pdf", "application/pdf");
    expect(
      await screen.findByText(
        "File(s) suppliers.pdf could not be attached. Valid formats are csv, xls, xlsx, json.",
      ),
    ).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it("offers and uploads XLS and JSON lists as the server reads them", async () => {
    renderCreate([]);
    expect(screen.getByText(/Drop a CSV, XLS, XLSX or JSON file here/)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.accept.split(",")).toEqual(
      expect.arrayContaining([".csv", ".xls", ".xlsx", ".json"]),
    );
    chooseFile("suppliers.json", "application/json");
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const form = upload.mock.calls[0]?.[1]?.body as FormData;
    expect((form.get("files") as File).name).toBe("suppliers.json");
  });

  it("are proposed, corrected, need a company name, then start the processing", async () => {
    renderCreate([
      createMock(buildBulkRequest()),
      startMock({
        Security: "companyName",
        "GICS Sector": "ignore",
        "Headquarters Location": "address",
        Web: "website",
      }),
    ]);
    chooseFile("suppliers.csv");
    await screen.findByRole("table", { name: "Column mapping" });
    const form = upload.mock.calls[0]?.[1]?.body as FormData;
    expect(upload.mock.calls[0]?.[0]).toBe("/upload-attachments");
    expect(form.get("type")).toBe("company-request-bulk");

    // Pre-filled from the proposal, with the file's headers and samples.
    expect(selectOf("Security")).toHaveProperty("value", "Don't import");
    expect(selectOf("Headquarters Location")).toHaveProperty("value", "Country");
    expect(selectOf("Web")).toHaveProperty("value", "Website");
    expect(screen.getByText("3M · Apple Inc.")).toBeTruthy();
    expect(screen.queryByText("Remembered from your last file with these columns")).toBeNull();

    // Nothing is the company name yet.
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    expect(await screen.findByText(requestMessages.companyNameNotMapped)).toBeTruthy();

    fireEvent.click(selectOf("Security"));
    fireEvent.click(await screen.findByRole("option", { name: "Company name" }));
    fireEvent.click(selectOf("Headquarters Location"));
    fireEvent.click(await screen.findByRole("option", { name: "Address" }));
    await waitFor(() =>
      expect(screen.queryByText(requestMessages.companyNameNotMapped)).toBeNull(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Start" }));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/requests/bulk/bulk-1"),
    );
  });

  it("say how many rows were read, and that a City column is split", async () => {
    renderCreate([createMock(buildBulkRequest({ rowCount: 1204 }))]);
    chooseFile("suppliers.csv");
    expect(await screen.findByText("1,204 rows read")).toBeTruthy();

    const split = 'A "City, State" column is split into city and state.';
    const described = () =>
      document.getElementById(
        selectOf("Headquarters Location").getAttribute("aria-describedby") ?? "",
      )?.textContent;
    expect(described()).toBeUndefined();
    fireEvent.click(selectOf("Headquarters Location"));
    // The hint is there while choosing, beside the target it belongs to...
    const city = await screen.findByRole("option", { name: /^City/ });
    expect(city.textContent).toContain(split);
    fireEvent.click(city);
    // ...and stays under the column's choice once made.
    await waitFor(() => expect(selectOf("Headquarters Location")).toHaveProperty("value", "City"));
    expect(described()).toBe(split);
  });

  it("say when the mapping was remembered from the last file with the same headers", async () => {
    renderCreate([
      createMock(
        buildBulkRequest({
          mappingRemembered: true,
          proposedMapping: buildBulkRequest().proposedMapping.map((column) =>
            column.header === "Security" ? { ...column, target: "companyName" } : column,
          ),
        }),
      ),
    ]);
    chooseFile("suppliers.csv");
    expect(
      await screen.findByText("Remembered from your last file with these columns"),
    ).toBeTruthy();
    expect(selectOf("Security")).toHaveProperty("value", "Company name");
  });
});
