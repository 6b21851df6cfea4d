import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../app/testing/render-with-session.tsx";
import { CompanyHeader } from "./CompanyHeader.tsx";
import type { CompanyHeader as Company } from "./company-header.graphql.ts";
import { buildCompanyHeader } from "./testing/profile-fixtures.tsx";

type Location = Company["locations"][number];

function location(overrides: Partial<Location>): Location {
  return {
    __typename: "CompanyLocation",
    city: null,
    countryCode: null,
    country: null,
    subdivisionName: null,
    hq: true,
    geoLocation: null,
    ...overrides,
  };
}

function shownLocation(locations: Location[]): string | null {
  render(
    <MantineProvider>
      <CompanyHeader company={buildCompanyHeader({ locations })} />
    </MantineProvider>,
  );
  // The meta line reads "Location: …" to screen readers; the label itself is visually hidden.
  const label = screen.queryByText("Location:");
  return label?.parentElement?.textContent?.replace("Location:", "").trim() ?? null;
}

// Spec 1 §9: location names show as name, US state code if relevant, country code.
describe("CompanyHeader location", () => {
  it("shows the city and the country code, once each", () => {
    const hamburg = location({
      city: "Hamburg",
      subdivisionName: "Hamburg",
      countryCode: "DE",
      country: "Germany",
    });
    expect(shownLocation([hamburg])).toBe("Hamburg, DE");
  });

  it("adds the state code for US locations, from the state's name", () => {
    const austin = location({
      city: "Austin",
      subdivisionName: "Texas",
      countryCode: "US",
      country: "United States",
    });
    expect(shownLocation([location({ city: "Lyon", countryCode: "FR", hq: false }), austin])).toBe(
      "Austin, TX, US",
    );
  });

  it("names the region when no city is known", () => {
    const bavaria = location({ subdivisionName: "Bavaria", countryCode: "DE", country: "Germany" });
    expect(shownLocation([bavaria])).toBe("Bavaria, DE");
  });
});
