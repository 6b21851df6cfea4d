import { requestMessages } from "../../../packages/common/src/company-requests.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { uniqueName } from "../portfolios/portfolio-steps.ts";
import { cell, chooseUploadFile, csvFile, tierOneSuppliers, uploadRow } from "./upload-steps.ts";

test.use({ viewport: { width: 1400, height: 1000 } });

test("a supplier the upload did not find is requested from its row, which then shows the request", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const [customer] = await tierOneSuppliers(page);
  if (!customer?.countryCode) throw new Error("the demo has no tier-1 supplier");
  // A company nobody knows, under a name no other run used.
  const unknown = uniqueName("Quillfeather Gasket Works");

  await page.goto("/n-tier/table");
  const dialog = await chooseUploadFile(
    page,
    csvFile("unknown-supplier.csv", [
      "Customer,Customer country,Supplier,Supplier country,Site address,Lat,Lng",
      [
        cell(customer.name),
        customer.countryCode,
        cell(unknown),
        "FR",
        cell("4 Rue des Forges, Lyon"),
        "45.7640",
        "4.8357",
      ].join(","),
    ]),
  );
  await dialog.getByRole("button", { name: "Read and match" }).click();
  const row = uploadRow(dialog, "Row 2");
  await expect(row).toContainText("Not found");

  await row.getByRole("button", { name: `Request this company: ${unknown} (Row 2)` }).click();
  const form = page.getByRole("dialog", { name: `Request ${unknown}` });
  await expect(form.getByLabel(/^Company name/)).toHaveValue(unknown);
  await expect(form.getByRole("combobox", { name: "Country" })).toHaveValue("France");
  await expect(form.getByLabel("Address")).toHaveValue("4 Rue des Forges, Lyon");
  await form.getByRole("button", { name: "Create request" }).click();
  // Known companies with a like name are offered first, as for any request.
  const anyway = form.getByRole("button", { name: "Request anyway" });
  const created = page.getByText(requestMessages.created);
  await expect(created.or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(created).toBeVisible();
  await expect(form).toBeHidden();

  await expect(row).toContainText("Requested");
  await row.getByRole("link", { name: "Company request" }).click();
  await expect(page).toHaveURL(/\/company-request\/[\w-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: unknown })).toBeVisible();
});
