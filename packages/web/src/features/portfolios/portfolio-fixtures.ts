import { encodePortfolioTree, type PortfolioTreeNode } from "@tierwise/common/portfolio-tree";
import type { PortfolioPageData } from "./portfolio.graphql.ts";
import type { PortfolioTreeQueryData } from "./portfolio-tree.graphql.ts";

/** Tree nodes shaped like the server's answer, for tests. */
export function treeNode(
  id: string,
  overrides: Partial<Omit<PortfolioTreeNode, "id">> = {},
): PortfolioTreeNode {
  return {
    id,
    slug: id,
    name: id,
    parentId: null,
    level: 1,
    order: 0,
    isFavorite: false,
    favoriteIndex: null,
    fullAclWrite: true,
    childrenCount: 0,
    descendantCompaniesCount: 0,
    isSystem: false,
    ...overrides,
  };
}

/**
 * Suppliers ─┬─ EMEA ── Tier 1
 *            └─ Americas
 * Logistics
 */
export const sampleNodes: PortfolioTreeNode[] = [
  treeNode("logistics", { name: "Logistics", order: 1, isFavorite: true, favoriteIndex: 1 }),
  treeNode("americas", { name: "Americas", parentId: "suppliers", level: 2, order: 1 }),
  treeNode("suppliers", {
    name: "Suppliers",
    order: 0,
    childrenCount: 2,
    descendantCompaniesCount: 12,
    isFavorite: true,
    favoriteIndex: 0,
  }),
  treeNode("tier-1", { name: "Tier 1", parentId: "emea", level: 3, order: 0 }),
  treeNode("emea", { name: "EMEA", parentId: "suppliers", level: 2, order: 0, childrenCount: 1 }),
];

/** The server's answer to PORTFOLIO_TREE_QUERY for these nodes. */
export function treeQueryData(nodes: readonly PortfolioTreeNode[]): PortfolioTreeQueryData {
  return {
    portfolioTreeData: { __typename: "PortfolioTreeData", nodes: encodePortfolioTree(nodes) },
  };
}

/** A portfolio with every field the documents ask for. */
export function portfolioFixture(overrides: Partial<PortfolioPageData> = {}): PortfolioPageData {
  return {
    __typename: "Portfolio",
    id: "suppliers",
    slug: "suppliers",
    name: "Suppliers",
    description: null,
    level: 1,
    order: 0,
    archivedAt: null,
    archiveType: null,
    updatedAt: "2026-11-20T10:00:00.000Z",
    isSystem: false,
    isFavorite: false,
    fullAclWrite: true,
    canShare: true,
    canArchive: true,
    childrenCount: 0,
    portfolioCount: 0,
    descendantCompaniesCount: 0,
    parent: null,
    ancestors: [],
    children: [],
    summary: {
      __typename: "PortfolioSummary",
      companyCount: 0,
      subportfolioCount: 0,
      openRequestCount: 0,
    },
    ...overrides,
  };
}

/** The fields of PORTFOLIO_FIELDS alone, as mutations answer them. */
export function portfolioFields(overrides: Partial<PortfolioPageData> = {}) {
  const { parent, ancestors, children, summary, ...fields } = portfolioFixture(overrides);
  return fields;
}
