import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { apolloClient } from "../../app/apollo-client.ts";
import type { Session } from "../../app/session/session.types.ts";
import { SESSION_QUERY } from "../../app/session/session-query.ts";
import { buildSession, withTypenames } from "../../app/testing/session-fixtures.ts";
import { portfolioPageLoader } from "./portfolios.loaders.ts";
import { portfolioRoutes } from "./portfolios.routes.tsx";

function signIn() {
  apolloClient.writeQuery({
    query: SESSION_QUERY,
    data: { session: withTypenames(buildSession()) as unknown as Session },
  });
}

/**
 * The routes as a memory router runs them, with the page's own loader (a lazy one would load
 * the page too): where opening `url` ends.
 */
const testRoutes: RouteObject[] = portfolioRoutes.map(({ lazy, ...route }) => ({
  ...route,
  ...(lazy ? { loader: portfolioPageLoader } : {}),
  Component: () => null,
  ErrorBoundary: () => null,
}));

async function open(url: string): Promise<string> {
  const router = createMemoryRouter(testRoutes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    const done = () => router.state.initialized && router.state.navigation.state === "idle";
    if (done()) resolve();
    else router.subscribe(() => done() && resolve());
  });
  const { location } = router.state;
  router.dispose();
  return `${location.pathname}${location.search}`;
}

afterEach(() => apolloClient.cache.reset());

describe("a portfolio page's address", () => {
  it("keeps a link to a case of the portfolio (the case tab and the case maker)", async () => {
    signIn();
    const link = "/portfolios/strategic-suppliers?tab=case&case=case-7";
    expect(await open(link)).toBe(link);
    expect(await open("/pdp/strategic-suppliers?case=new")).toBe(
      "/pdp/strategic-suppliers?case=new",
    );
  });

  it("keeps a mention notification's link to a highlighted note", async () => {
    signIn();
    const link = "/portfolios/strategic-suppliers?extension=open&tab=note&highlighted=comment-3";
    expect(await open(link)).toBe(link);
    const thread = "/portfolios/emea?extension=extended&tab=note&parentThread=comment-1";
    expect(await open(thread)).toBe(thread);
  });

  it("keeps the alert tab's filters beside the page's own, which it still tidies", async () => {
    signIn();
    expect(await open("/portfolios/emea?tab=alert&alert_types=news,rating&sort=name")).toBe(
      "/portfolios/emea?tab=alert&alert_types=news,rating",
    );
    expect(await open("/portfolios/emea?tab=case&bogus=1&mode=all&case=case-2")).toBe(
      "/portfolios/emea?mode=all&tab=case&case=case-2",
    );
    expect(await open("/portfolios/emea?bogus=1&score=1,2")).toBe("/portfolios/emea");
  });
});
