import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildOrganization, buildSession } from "../../../app/testing/session-fixtures.ts";
import { renderAppUi } from "../../../testing/render-app-ui.tsx";
import { COMPANY_SUPPLIER_TIER_QUERY, CompanySupplierTier } from "./CompanySupplierTier.tsx";

const sessionWith = (nTier: boolean) =>
  buildSession({ organization: buildOrganization({ featureFlags: { nTier } }) });

const tierMock = (supplierTier: number | null, id = "c1") => ({
  request: { query: COMPANY_SUPPLIER_TIER_QUERY, variables: { id } },
  result: { data: { companyById: { __typename: "Company", id, supplierTier } } },
});

describe("the supplier tier on the company profile", () => {
  it("shows the organisation's tier as a badge, named for screen readers", async () => {
    renderAppUi(<CompanySupplierTier companyId="c1" />, {
      mocks: [tierMock(2)],
      session: sessionWith(true),
    });
    const shown = await screen.findByTestId("company-supplier-tier");
    expect(shown.textContent).toBe("Supplier tier: Tier 2");
    expect(screen.getByTestId("tier-badge").textContent).toBe("Tier 2");
  });

  it("shows nothing for a company outside the network", async () => {
    // A second company in the network, answered after the first: once its tier shows, the
    // first answer (null) has arrived too.
    renderAppUi(
      <>
        <CompanySupplierTier companyId="c1" />
        <CompanySupplierTier companyId="c2" />
      </>,
      { mocks: [tierMock(null), tierMock(3, "c2")], session: sessionWith(true) },
    );
    await waitFor(() => expect(screen.getAllByTestId("company-supplier-tier")).toHaveLength(1));
    expect(screen.getByTestId("company-supplier-tier").textContent).toBe("Supplier tier: Tier 3");
  });

  it("never asks without nTier", () => {
    // No mock: a query would fail the render with an unmatched request.
    renderAppUi(<CompanySupplierTier companyId="c1" />, { mocks: [], session: sessionWith(false) });
    expect(screen.queryByText(/Tier/)).toBeNull();
  });
});
