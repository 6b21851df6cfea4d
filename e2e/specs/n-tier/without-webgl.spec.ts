import { countryName } from "../../../packages/common/src/countries.ts";
import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { collectPageErrors, nextAnswer, viewTab, withoutWebGl } from "./n-tier-steps.ts";

type Site = { companyName: string; tier: number; countryCode: string | null };

test("without WebGL the map and the graph are lists: a country's companies and exposed tier-1 suppliers, the network by tier", async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await withoutWebGl(page);
  await signIn(page, "admin@acme.test", null);
  const answer = nextAnswer<{ nTierSites: Site[] }>(page, "NTierSites");
  await page.goto("/n-tier/geo");
  const sites = (await answer).nTierSites;
  await expect(
    page.getByRole("alert").filter({ hasText: "The map cannot be drawn in this browser" }),
  ).toBeVisible();
  await expect(page.getByRole("switch", { name: "Show as list" })).toHaveCount(0);

  // A tier-1 supplier with a site in a country depends on that country itself (one
  // with a name of its own, to be found by it). The country
  // last in the list is chosen: its exposure must come into view, far from the list's top.
  const country = (code: string) => countryName(code) ?? code;
  const named = (name: string) => sites.filter((each) => each.companyName === name).length === 1;
  const [site] = sites
    .filter((each) => each.tier === 1 && each.countryCode && named(each.companyName))
    .sort((a, b) => country(b.countryCode ?? "").localeCompare(country(a.countryCode ?? "")));
  if (!site?.countryCode) throw new Error("no tier-1 supplier of the demo has a site");
  const name = country(site.countryCode);
  const companies = page.getByRole("list", { name: `Companies with sites in ${name}` });
  await expect(
    companies.getByRole("link", { name: site.companyName, exact: true }),
  ).toHaveAttribute("href", /^\/company\/[\w-]+$/);
  await page.getByRole("button", { name: `Exposed suppliers in ${name}` }).click();
  const exposed = page.getByRole("list", { name: `Tier-1 suppliers exposed to ${name}` });
  await expect(exposed.getByRole("link", { name: site.companyName, exact: true })).toBeVisible();
  await expect(exposed).toBeInViewport();

  await viewTab(page, "Graph").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The graph cannot be drawn in this browser" }),
  ).toBeVisible();
  for (const tier of [1, 2, 3])
    await expect(
      page
        .getByRole("list", { name: `Tier ${tier} companies` })
        .getByRole("listitem")
        .first(),
    ).toBeVisible();

  expect(errors).toEqual([]);
});
