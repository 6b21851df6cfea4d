import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildSession } from "../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../testing/render-app-ui.tsx";
import { usePortfolioFilters } from "./use-portfolio-filters.ts";

function FilterButtons() {
  const { setFilters } = usePortfolioFilters();
  return (
    <>
      <button type="button" onClick={() => setFilters({ mode: "all" })}>
        With sub-portfolios
      </button>
      <button type="button" onClick={() => setFilters({ mode: "direct" })}>
        This portfolio only
      </button>
    </>
  );
}

const location = () => screen.getByTestId("location").textContent;

describe("changing a portfolio page's filters", () => {
  it("leaves the activity panel and an opened case where they are", () => {
    renderAppUi(<FilterButtons />, {
      path: "/portfolios/emea?extension=open&tab=case&case=case-7",
      route: "/portfolios/:slug",
      session: buildSession(),
    });
    fireEvent.click(screen.getByRole("button", { name: "With sub-portfolios" }));
    expect(location()).toBe("/portfolios/emea?mode=all&extension=open&tab=case&case=case-7");
    fireEvent.click(screen.getByRole("button", { name: "This portfolio only" }));
    expect(location()).toBe("/portfolios/emea?extension=open&tab=case&case=case-7");
  });

  it("leaves a highlighted note highlighted", () => {
    renderAppUi(<FilterButtons />, {
      path: "/portfolios/emea?tab=note&highlighted=comment-3",
      route: "/portfolios/:slug",
      session: buildSession(),
    });
    fireEvent.click(screen.getByRole("button", { name: "With sub-portfolios" }));
    expect(location()).toBe("/portfolios/emea?mode=all&tab=note&highlighted=comment-3");
  });
});
