import { readFileSync } from "node:fs";
import path from "node:path";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, viewTab } from "./n-tier-steps.ts";
import { chooseUploadFile, tierOneSuppliers, uploadRow } from "./upload-steps.ts";

// The real Open Supply Hub extract (MIT; origin in packages/server/src/import/fixtures/README.md).
const oshExtract = readFileSync(
  path.join(
    import.meta.dirname,
    "../../../packages/server/src/import/fixtures/osh-facility-list-extract.csv",
  ),
);

test("a real Open Supply Hub facility list uploaded for a tier-1 supplier puts its sites on the map", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  const suppliers = await tierOneSuppliers(page);
  const supplier = suppliers.at(-1);
  if (!supplier) throw new Error("the demo has no tier-1 supplier");

  await page.goto("/n-tier/table");
  const dialog = await chooseUploadFile(page, {
    name: "osh-facility-list-extract.csv",
    mimeType: "text/csv",
    buffer: oshExtract,
  });
  await expect(dialog.getByText("15 rows read")).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "Facility list" })).toBeChecked();
  await dialog.getByRole("radio", { name: "All of one company's" }).check();
  await dialog.getByRole("combobox", { name: "Company" }).fill(supplier.name);
  await page.getByRole("option", { name: supplier.name, exact: true }).click();
  await dialog.getByRole("button", { name: "Read and match" }).click();

  await expect(dialog.getByText("Read as: Facility list")).toBeVisible();
  const counts = dialog.getByLabel("Rows by outcome");
  await expect(counts.locator("[data-outcome=created] dd")).toHaveText("15");
  // Each row a site of the supplier, named by the facility.
  await expect(uploadRow(dialog, "Row 2")).toContainText("Supreme Embellishment Ltd.");
  await expect(uploadRow(dialog, "Row 2").getByRole("link", { name: supplier.name })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The map's sites, once the network has been computed again, hold the list's coordinates
  // (the map draws from positions to 5 decimals), and the map lists them with the supplier.
  await expect(async () => {
    const response = await page.request.post("/graphql", {
      data: { query: "{ nTierSiteMap { positions } }" },
    });
    const { positions } = (await response.json()).data.nTierSiteMap as { positions: number[] };
    const places = positions.flatMap((longitude, i) =>
      i % 2 === 0 ? [[longitude, positions[i + 1]]] : [],
    );
    expect(places).toContainEqual([90.31133, 23.95631]);
  }).toPass({ timeout: 30_000 });
  await page.goto("/n-tier/geo");
  await page.getByRole("switch", { name: "Show as list" }).check();
  for (const country of ["Bangladesh", "Nicaragua"])
    await expect(
      page
        .getByRole("list", { name: `Companies with sites in ${country}` })
        .getByRole("link", { name: supplier.name, exact: true }),
    ).toBeVisible();
  await viewTab(page, "Table").click();
  expect(errors).toEqual([]);
});
