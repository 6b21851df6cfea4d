import { afterAll, beforeAll } from "vitest";
import type { Mock } from "../../testing/render-app-ui.tsx";
import { nTierTablePageSize } from "./NTierTable.tsx";
import {
  N_TIER_COMPANIES_QUERY,
  N_TIER_FILTER_VALUES_QUERY,
  type NTierCompaniesVariables,
  type NTierFilterField,
  type NTierFilterValue,
  type NTierNode,
} from "./n-tier.graphql.ts";
import { defaultNTierSort } from "./n-tier-sort.ts";

/** A company of the network as the server answers it (no centrality or impact by default). */
export function nTierNode(id: number, name: string, overrides: Partial<NTierNode> = {}): NTierNode {
  return {
    __typename: "NTierNode",
    id: `company-${id}`,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    countryCode: "DE",
    industry: "Manufacturing",
    tier: 1,
    parts: [],
    hasRisks: false,
    centrality: null,
    degree: null,
    impact: null,
    siteCount: 1,
    alertCount: 0,
    riskCount: 0,
    ...overrides,
  };
}

/** The table's first page for these variables (the defaults: no filter, tier order). */
export function companiesMock(
  items: NTierNode[],
  variables: Partial<NTierCompaniesVariables> = {},
  total = items.length,
): Mock {
  return {
    request: {
      query: N_TIER_COMPANIES_QUERY,
      variables: {
        filter: {},
        sort: defaultNTierSort,
        page: 1,
        pageSize: nTierTablePageSize,
        ...variables,
      },
    },
    result: { data: { nTierCompanies: { __typename: "NTierNodePage", items, total } } },
  };
}

export function filterValue(value: string, label = value, count = 1): NTierFilterValue {
  return { __typename: "NTierFilterValue", value, label, count };
}

export function filterValuesMock(
  field: NTierFilterField,
  page: number,
  values: NTierFilterValue[],
  hasMore: boolean,
): Mock {
  return {
    request: { query: N_TIER_FILTER_VALUES_QUERY, variables: { field, search: null, page } },
    result: {
      data: {
        nTierFilterValues: { __typename: "NTierFilterValuePage", values, hasMore },
      },
    },
  };
}

/**
 * jsdom has no layout: the table's scroll area (found by its label) gets the size a browser
 * would give it, so the virtualiser draws the rows in view as it does on screen.
 */
export function layOutTheTable(label = "Supplier table, scrollable") {
  const sizes = ["clientHeight", "clientWidth"] as const;
  const originals = sizes.map((key) => Object.getOwnPropertyDescriptor(Element.prototype, key));
  beforeAll(() => {
    for (const [index, key] of sizes.entries()) {
      Object.defineProperty(Element.prototype, key, {
        configurable: true,
        get(this: Element) {
          if (this.getAttribute("aria-label") === label) return 600;
          return originals[index]?.get?.call(this) ?? 0;
        },
      });
    }
  });
  afterAll(() => {
    for (const [index, key] of sizes.entries()) {
      const original = originals[index];
      if (original) Object.defineProperty(Element.prototype, key, original);
    }
  });
}
