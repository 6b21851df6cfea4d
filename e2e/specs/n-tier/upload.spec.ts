import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  collectPageErrors,
  customersDownstream,
  type GraphEdge,
  nextAnswer,
  viewTab,
} from "./n-tier-steps.ts";
import {
  cell,
  chooseUploadFile,
  companiesOutsideTheNetwork,
  csvFile,
  expectTier,
  tierOneSuppliers,
  uploadRow,
} from "./upload-steps.ts";

test.use({ viewport: { width: 1400, height: 1000 } });

test("a relations file naming a tier-1 supplier's new supplier: it is tier 2 on the table, its site on the map, and the graph finds it", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await signIn(page, "admin@acme.test", null);
  const [customer] = await tierOneSuppliers(page);
  const [supplier] = await companiesOutsideTheNetwork(page, ["Logistics", "Foods", "Systems"]);
  if (!customer?.countryCode || !supplier?.countryCode) throw new Error("no demo companies to use");

  await page.goto("/n-tier/table");
  const dialog = await chooseUploadFile(
    page,
    csvFile("new-supplier.csv", [
      "Customer,Customer country,Supplier,Supplier country,Part,Site address,Site country,Lat,Lng",
      [
        cell(customer.name),
        customer.countryCode,
        cell(supplier.name),
        supplier.countryCode,
        "Gaskets",
        cell("Hafenstraße 1, 20459 Hamburg"),
        "DE",
        "53.5436",
        "9.9664",
      ].join(","),
    ]),
  );
  // The headers are the proposal's own words: read as proposed.
  await expect(dialog.getByRole("combobox", { name: "Import Supplier as" })).toHaveValue(
    "Supplier or facility name",
  );
  await dialog.getByRole("button", { name: "Read and match" }).click();
  await expect(uploadRow(dialog, "Row 2")).toContainText("Added");
  await expect(uploadRow(dialog, "Row 2").getByRole("link", { name: supplier.name })).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();

  // The table, once the recompute job has run.
  await expectTier(page, supplier.name, 2);

  // The map: its site, in the list the map offers beside the drawing.
  await viewTab(page, "Map").click();
  await page.getByRole("switch", { name: "Show as list" }).check();
  await expect(
    page
      .getByRole("list", { name: "Companies with sites in Germany" })
      .getByRole("link", { name: supplier.name, exact: true }),
  ).toBeVisible();

  // The graph: the search finds it and highlights its paths, through its customer and on
  // (the customer may supply others of the network too).
  const graph = nextAnswer<{ nTierGraph: { nodes: { id: string }[]; edges: GraphEdge[] } }>(
    page,
    "NTierGraph",
  );
  await page.goto("/n-tier/graph");
  const { nodes, edges } = (await graph).nTierGraph;
  const through = customersDownstream(supplier.id, nodes, edges);
  expect(through.has(customer.id)).toBe(true);
  const search = page.getByRole("combobox", { name: "Highlight paths from a company" });
  await search.fill(supplier.name);
  await page.getByRole("option", { name: supplier.name, exact: true }).click();
  const customers = through.size === 1 ? "1 customer" : `${through.size} customers`;
  await expect(page.getByRole("status").filter({ hasText: supplier.name })).toHaveText(
    `${supplier.name} reaches your organisation through ${customers} (highlighted).`,
  );
  expect(errors).toEqual([]);
});

test("the mapping step: columns the proposal left out are mapped by hand, and what is missing is said first", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const [, customer] = await tierOneSuppliers(page);
  const [, supplier] = await companiesOutsideTheNetwork(page, ["Logistics", "Foods", "Systems"]);
  if (!customer?.countryCode || !supplier?.countryCode) throw new Error("no demo companies to use");

  await page.goto("/n-tier/table");
  const dialog = await chooseUploadFile(
    page,
    csvFile("lieferkette.csv", [
      "Abnehmer,Land des Abnehmers,Lieferant,Land des Lieferanten,Teil",
      [
        cell(customer.name),
        customer.countryCode,
        cell(supplier.name),
        supplier.countryCode,
        "Ventile",
      ].join(","),
    ]),
  );
  await expect(dialog.getByText("1 row read")).toBeVisible();
  const row = dialog
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Lieferant", exact: true }) });
  await expect(row).toContainText(supplier.name);
  await expect(dialog.getByRole("combobox", { name: "Import Lieferant as" })).toHaveValue(
    "Don't import",
  );

  // With no customer column found, the proposal reads it as a facility list: not what it is.
  await expect(dialog.getByRole("radio", { name: "Facility list" })).toBeChecked();
  await dialog.getByRole("radio", { name: "Relations file" }).check();
  await dialog.getByRole("button", { name: "Read and match" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("Map one column to Customer.");
  await expect(alert).toContainText("Map one column to Supplier or facility name.");

  const choose = async (header: string, option: string | RegExp) => {
    await dialog.getByRole("combobox", { name: `Import ${header} as` }).click();
    await page.getByRole("option", { name: option, exact: typeof option === "string" }).click();
  };
  await choose("Abnehmer", "Customer");
  await choose("Land des Abnehmers", "Customer country");
  await choose("Lieferant", /^Supplier or facility name/);
  await choose("Land des Lieferanten", "Supplier country");
  await choose("Teil", /^Part or product/);
  await dialog.getByRole("button", { name: "Read and match" }).click();
  await expect(uploadRow(dialog, "Row 2")).toContainText("Added");
  await expect(uploadRow(dialog, "Row 2")).toContainText("Ventile");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expectTier(page, supplier.name, 2);
});
