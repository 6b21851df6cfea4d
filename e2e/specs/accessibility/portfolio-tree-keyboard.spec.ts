import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import {
  createSubPortfolio,
  createTopLevelPortfolio,
  portfolioTree,
  treeRow,
  uniqueName,
} from "../portfolios/portfolio-steps.ts";
import { expectFocusVisible, tabTo } from "./keyboard-steps.ts";

test("the portfolio tree is walked, opened, closed and followed with the arrow keys", async ({
  page,
}) => {
  await signIn(page, "member@acme.test");
  const [top, child, next] = [
    uniqueName("Keys"),
    uniqueName("Keys child"),
    uniqueName("Keys next"),
  ];
  await createTopLevelPortfolio(page, top);
  await createSubPortfolio(page, top, child);
  await createTopLevelPortfolio(page, next);
  // Start from a fresh page with the branch closed, as a visitor finds it.
  await page.reload();
  const link = (name: string) => treeRow(page, name).getByRole("link", { name, exact: true });
  const toggle = treeRow(page, top).getByRole("button", {
    name: new RegExp(`^(Expand|Collapse) ${top}`),
  });
  if ((await toggle.getAttribute("aria-expanded")) === "true") await toggle.press("Enter");
  await expect(link(child)).toHaveCount(0);

  // Into the tree with Tab; its last rows are the ones made above.
  await tabTo(page, portfolioTree(page).getByRole("link").first(), { maxPresses: 80 });
  await page.keyboard.press("End");
  await expectFocusVisible(link(next));
  await page.keyboard.press("ArrowUp");
  await expectFocusVisible(link(top));

  await page.keyboard.press("ArrowRight");
  await expect(link(child)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expectFocusVisible(link(top));
  await page.keyboard.press("ArrowRight");
  await expectFocusVisible(link(child));
  await page.keyboard.press("ArrowLeft");
  await expectFocusVisible(link(top));
  await page.keyboard.press("ArrowLeft");
  await expect(link(child)).toHaveCount(0);
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expectFocusVisible(link(top));

  await page.keyboard.press("ArrowDown");
  await expectFocusVisible(link(next));
  await page.keyboard.press("ArrowUp");
  await expectFocusVisible(link(top));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: top })).toBeVisible();
});
