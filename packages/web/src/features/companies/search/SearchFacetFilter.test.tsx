import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SearchFacet } from "./company-search.graphql.ts";
import { SearchFacetFilter } from "./SearchFacetFilter.tsx";
import { renderSearchUi } from "./search-test-render.tsx";

function facet(labels: string[]): SearchFacet {
  return {
    __typename: "CompanySearchFacet",
    key: "locations",
    label: "Locations",
    values: labels.map((label, index) => ({
      __typename: "CompanySearchFacetValue",
      value: `v${index}`,
      label,
      count: 10 - index,
      selected: false,
      level: null,
    })),
  };
}

const countries = [
  "Germany",
  "France",
  "Spain",
  "Italy",
  "Poland",
  "Austria",
  "Greece",
  "Norway",
  "Sweden",
];

describe("SearchFacetFilter", () => {
  it("adds and removes values", () => {
    const onChange = vi.fn();
    renderSearchUi(
      <SearchFacetFilter
        facet={facet(["Germany", "France"])}
        selected={["v0"]}
        onChange={onChange}
      />,
      { mocks: [] },
    );
    expect(screen.queryByLabelText("Filter locations")).toBeNull();
    fireEvent.click(screen.getByRole("checkbox", { name: "France" }));
    expect(onChange).toHaveBeenLastCalledWith(["v0", "v1"]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Germany" }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it("can be narrowed down when the list is long", () => {
    renderSearchUi(
      <SearchFacetFilter facet={facet(countries)} selected={[]} onChange={() => undefined} />,
      { mocks: [] },
    );
    fireEvent.change(screen.getByLabelText("Filter locations"), { target: { value: "ce" } });
    expect(screen.getAllByRole("checkbox")).toHaveLength(2);
    expect(screen.getByRole("checkbox", { name: "France" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "Greece" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Filter locations"), { target: { value: "zz" } });
    expect(screen.getByText('No values match "zz".')).toBeTruthy();
  });
});
