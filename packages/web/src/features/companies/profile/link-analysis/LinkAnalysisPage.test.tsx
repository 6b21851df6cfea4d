import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../app/testing/render-with-session.tsx";
import { PROFILE_AREAS_QUERY } from "../areas/profile-areas.graphql.ts";
import {
  area,
  buildCompanyHeader,
  type Mock,
  renderSubPage,
} from "../testing/profile-fixtures.tsx";
import { LinkAnalysisPage } from "./LinkAnalysisPage.tsx";
import { LINK_ANALYSIS_QUERY } from "./link-analysis.graphql.ts";

const company = buildCompanyHeader();
const jane = {
  entityName: "Jane Roe",
  entity: "person",
  country: "DE",
  relation: "Director",
  beneficial: 40,
};
const holdco = {
  entityName: "Holdco AG",
  entity: "company",
  country: "CH",
  relation: "Shareholder",
  beneficial: 60,
};

const allLinks: Mock = {
  request: { query: PROFILE_AREAS_QUERY, variables: { id: company.id, areas: ["linkAnalysis"] } },
  result: {
    data: {
      companyById: {
        __typename: "Company",
        id: company.id,
        profile: [area("linkAnalysis", [jane, holdco], "opensanctions")],
      },
    },
  },
};

describe("LinkAnalysisPage", () => {
  it("passes the address's filters to the server, dropping a reversed beneficial range", async () => {
    const filtered: Mock = {
      request: {
        query: LINK_ANALYSIS_QUERY,
        // beneficial_gte=80 above beneficial_lte=20: the range is dropped, 0–100 is asked.
        variables: {
          id: company.id,
          filter: { countries: ["DE"], entity: "person", beneficialGte: 0, beneficialLte: 100 },
        },
      },
      result: {
        data: {
          companyById: {
            __typename: "Company",
            id: company.id,
            linkAnalysis: area("linkAnalysis", [jane], "opensanctions"),
          },
        },
      },
    };
    renderSubPage(<LinkAnalysisPage />, {
      path: "/company/acme-corp/link-analysis?countries=de&entity=person&beneficial_gte=80&beneficial_lte=20",
      mocks: [allLinks, filtered],
    });
    const table = await screen.findByRole("table", { name: "Links" });
    expect(within(table).getByText("Jane Roe")).toBeTruthy();
    expect(within(table).queryByText("Holdco AG")).toBeNull();
    expect(screen.getByText("1 of 2 links shown.")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Beneficial from" })).toHaveProperty("value", "0");
    expect(screen.getByRole("textbox", { name: "Beneficial to" })).toHaveProperty("value", "100+");
    expect(
      screen.getByRole("img", {
        name: /Relationship graph of Acme Corp: 1 person and 0 companies/,
      }),
    ).toBeTruthy();
    expect(screen.getAllByText(/Source: OpenSanctions/).length).toBeGreaterThan(0);
  });

  it("gives the table its own row, Beneficial on one line, and turns each graph label along its spoke", async () => {
    const unfiltered: Mock = {
      request: {
        query: LINK_ANALYSIS_QUERY,
        variables: { id: company.id, filter: { beneficialGte: 0, beneficialLte: 100 } },
      },
      result: {
        data: {
          companyById: {
            __typename: "Company",
            id: company.id,
            linkAnalysis: area("linkAnalysis", [jane, holdco], "opensanctions"),
          },
        },
      },
    };
    renderSubPage(<LinkAnalysisPage />, {
      path: "/company/acme-corp/link-analysis",
      mocks: [allLinks, unfiltered],
    });
    const table = await screen.findByRole("table", { name: "Links" });
    const header = within(table).getByRole("columnheader", { name: "Beneficial" });
    expect(header.style.whiteSpace).toBe("nowrap");
    expect(within(table).getByRole("cell", { name: "60.0%" }).style.whiteSpace).toBe("nowrap");
    // Not half of a two-column grid: there the 520 px table scrolled Beneficial out of view.
    for (let node = table.parentElement; node; node = node.parentElement)
      expect(node.className).not.toMatch(/SimpleGrid/);
    const graph = screen.getByRole("img", { name: /Relationship graph of Acme Corp/ });
    const labels = [...graph.querySelectorAll("g text")];
    expect(labels.map((label) => label.textContent)).toEqual(["Holdco AG", "Jane Roe"]);
    for (const label of labels) expect(label.getAttribute("transform")).toMatch(/^rotate\(/);
  });
});
