import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  createSubPortfolio,
  createTopLevelPortfolio,
  expand,
  portfolioTree,
  snackbarWith,
  treeRow,
  uniqueName,
} from "./portfolio-steps.ts";

test("a tree three levels deep is built on /portfolios and its page shows the way back", async ({
  page,
}) => {
  await signIn(page, "member@acme.test", null);
  const [top, middle, leaf] = [uniqueName("Suppliers"), uniqueName("EMEA"), uniqueName("Tier 1")];
  await createTopLevelPortfolio(page, top);
  await createSubPortfolio(page, top, middle);
  await createSubPortfolio(page, middle, leaf);

  await expect(treeRow(page, middle)).toHaveAttribute("aria-level", "2");
  await expect(treeRow(page, leaf)).toHaveAttribute("aria-level", "3");
  await expect(treeRow(page, top)).toContainText("1 sub-portfolio");

  await treeRow(page, leaf).getByRole("link", { name: leaf }).click();
  await expect(page.getByRole("heading", { level: 1, name: leaf })).toBeVisible();
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumb.getByRole("link")).toHaveText(["Portfolios", top, middle]);
  await expect(page.getByText("No companies yet")).toBeVisible();

  // The /pdp variant is the same page, its way back under /pdp.
  await page.goto(page.url().replace("/portfolios/", "/pdp/"));
  await expect(page.getByRole("heading", { level: 1, name: leaf })).toBeVisible();
  await expect(breadcrumb.getByRole("link", { name: "Portfolios" })).toHaveAttribute(
    "href",
    "/pdp",
  );
  await breadcrumb.getByRole("link", { name: "Portfolios" }).click();
  await expect(page).toHaveURL(/\/portfolios$/);
});

test("a portfolio moved with the keyboard goes under another, and Undo puts it back", async ({
  page,
}) => {
  await signIn(page, "member@acme.test", null);
  const [first, second] = [uniqueName("Alpha"), uniqueName("Beta")];
  await createTopLevelPortfolio(page, first);
  await createTopLevelPortfolio(page, second);

  // Beta sits right below Alpha: one step to the right puts it inside Alpha.
  const handle = treeRow(page, second).getByRole("button", { name: `Move ${second}` });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Picked up ${second}.`, { exact: false })).toBeAttached();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText(`${second} would go inside ${first}, position 1.`)).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Portfolio "${second}" moved.`)).toBeVisible();
  await expect(treeRow(page, second)).toHaveAttribute("aria-level", "2");

  await page.reload();
  await expand(page, first);
  await expect(treeRow(page, second)).toHaveAttribute("aria-level", "2");
  // The reload brings the first move's offer back; put it away so the next move's is the one.
  const replayed = snackbarWith(page, `Portfolio "${second}" moved.`, "Dismiss");
  await expect(replayed).toBeVisible();
  await replayed.getByRole("button", { name: "Dismiss" }).click();
  await expect(replayed).toHaveCount(0);

  // Each key waits for the tree's announcement of the one before, as for the first move: a drop
  // pressed before the pick-up was taken is no move at all.
  await handle.focus();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Picked up ${second}.`, { exact: false })).toBeAttached();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText(`${second} would go`, { exact: false })).toBeAttached();
  await page.keyboard.press("Space");
  await expect(page.getByText(`Portfolio "${second}" moved.`)).toBeVisible();
  await expect(treeRow(page, second)).toHaveAttribute("aria-level", "1");
  await snackbarWith(page, `Portfolio "${second}" moved.`)
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(page.getByText("Undone.")).toBeVisible();
  await expect(treeRow(page, second)).toHaveAttribute("aria-level", "2");
});

test("an archived portfolio leaves the tree, shows on the archived list and is restored", async ({
  page,
}) => {
  await signIn(page, "member@acme.test", null);
  const name = uniqueName("Archive me");
  await createTopLevelPortfolio(page, name);
  await treeRow(page, name)
    .getByRole("button", { name: `Actions for ${name}` })
    .click();
  await page.getByRole("menuitem", { name: "Archive" }).click();
  await expect(page.getByText(`Portfolio "${name}" archived.`)).toBeVisible();
  await expect(treeRow(page, name)).toHaveCount(0);

  await page.getByRole("link", { name: "Archived portfolios" }).click();
  const archived = page.getByRole("table", { name: "Archived portfolios" });
  await expect(archived.getByRole("link", { name })).toBeVisible();
  await archived.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(page.getByText(`Portfolio "${name}" restored.`)).toBeVisible();
  await expect(archived.getByRole("link", { name })).toHaveCount(0);

  await page.goto("/portfolios");
  await expect(treeRow(page, name)).toBeVisible();
});

test("a favourite shows first; unfavouring it is undone from the snackbar", async ({ page }) => {
  await signIn(page, "member@acme.test", null);
  const name = uniqueName("Watched");
  await createTopLevelPortfolio(page, name);
  await treeRow(page, name)
    .getByRole("button", { name: `Favourite ${name}` })
    .click();
  await expect(page.getByText(`"${name}" added to favourites.`)).toBeVisible();
  const favourites = page.getByRole("list", { name: "Favourite portfolios" });
  await expect(favourites.getByRole("link", { name })).toBeVisible();

  await favourites.getByRole("button", { name: `Favourite ${name}` }).click();
  await expect(page.getByText(`"${name}" removed from favourites.`)).toBeVisible();
  await expect(favourites.getByRole("link", { name })).toHaveCount(0);
  await snackbarWith(page, `"${name}" removed from favourites.`)
    .getByRole("button", { name: "Undo" })
    .click();
  await expect(favourites.getByRole("link", { name })).toBeVisible();
  await expect(portfolioTree(page)).toBeVisible();
});
