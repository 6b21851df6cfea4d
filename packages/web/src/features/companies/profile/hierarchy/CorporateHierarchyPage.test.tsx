import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../../app/testing/render-with-session.tsx";
import { buildCompanyHeader, type Mock, renderSubPage } from "../testing/profile-fixtures.tsx";
import { CorporateHierarchyPage } from "./CorporateHierarchyPage.tsx";
import { CORPORATE_HIERARCHY_QUERY } from "./hierarchy.graphql.ts";

const company = buildCompanyHeader();

const member = (
  id: string,
  displayName: string,
  parentId: string | null,
  depth: number,
  role: [string, string],
) => ({
  __typename: "CorporateHierarchyMember" as const,
  id,
  slug: displayName.toLowerCase().replaceAll(" ", "-"),
  displayName,
  duns: null,
  countryCode: "DE",
  city: "Hamburg",
  familyRoleCode: role[0],
  familyRole: role[1],
  parentId,
  depth,
  employeeCount: 10,
  revenueUsd: null,
});

const top = member(company.id, "Acme Corp", null, 0, ["9141", "Global Ultimate"]);
const subsidiary = member("s1", "Acme Logistics", company.id, 1, ["9155", "Subsidiary"]);
const branch = member("b1", "Acme Branch Office", company.id, 1, ["9140", "Branch"]);

function hierarchyMock(familyRoles: string[], members: unknown[]): Mock {
  return {
    request: {
      query: CORPORATE_HIERARCHY_QUERY,
      variables: { id: company.id, filter: { companies: [], countries: [], familyRoles } },
    },
    result: {
      data: {
        companyById: {
          __typename: "Company",
          id: company.id,
          corporateHierarchy: {
            __typename: "CorporateHierarchy",
            globalUltimateId: company.id,
            familySize: 3,
            truncated: false,
            countries: ["DE"],
            familyRoles: ["9140", "9141", "9155"],
            members,
          },
        },
      },
    },
  };
}

describe("CorporateHierarchyPage", () => {
  it("excludes branches by default and shows them once the chip is removed", async () => {
    renderSubPage(<CorporateHierarchyPage />, {
      path: "/company/acme-corp/corporate-hierarchy",
      mocks: [
        hierarchyMock(["~9140"], [top, subsidiary]),
        hierarchyMock([], [top, subsidiary, branch]),
      ],
    });
    const tree = await screen.findByRole("table", { name: "Corporate family tree" });
    expect(within(tree).getByRole("link", { name: "Acme Logistics" })).toBeTruthy();
    expect(within(tree).queryByText("Acme Branch Office")).toBeNull();
    expect(screen.getByText("Showing 2 of 3 family members.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Remove filter Exclude Branch" }));

    expect(await screen.findByRole("link", { name: "Acme Branch Office" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove filter Exclude Branch" })).toBeNull();
    expect(screen.getByText("No filters: the whole family is shown.")).toBeTruthy();
  });
});
