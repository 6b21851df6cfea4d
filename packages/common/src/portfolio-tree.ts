import { z } from "zod";

/**
 * The portfolio tree as one viewer sees it (spec 3 §3 "Tree"), sent by `portfolioTreeData` as
 * columns rather than one GraphQL object per node: at 10,000 portfolios graphql-js resolving
 * 120,000 trivial fields cost more than the database did (bench/portfolios.ts). The server
 * encodes, the web decodes with the schema below.
 */
export type PortfolioTreeNode = {
  id: string;
  slug: string;
  name: string;
  /** Null at the top level, and when the parent is not visible to the viewer. */
  parentId: string | null;
  /** 1 at the top level. */
  level: number;
  /** 0-based among active siblings. */
  order: number;
  isFavorite: boolean;
  /** Position in the viewer's favourites, when a favourite. */
  favoriteIndex: number | null;
  /** An editable entry on the portfolio or an ancestor names the viewer. */
  fullAclWrite: boolean;
  childrenCount: number;
  descendantCompaniesCount: number;
  isSystem: boolean;
};

/** One array per field, all of the tree's length, node i at index i, in tree order. */
export const portfolioTreeColumnsSchema = z
  .object({
    id: z.array(z.string()),
    slug: z.array(z.string()),
    name: z.array(z.string()),
    parentId: z.array(z.string().nullable()),
    level: z.array(z.int()),
    order: z.array(z.int()),
    favoriteIndex: z.array(z.int().nullable()),
    fullAclWrite: z.array(z.boolean()),
    childrenCount: z.array(z.int()),
    descendantCompaniesCount: z.array(z.int()),
    isSystem: z.array(z.boolean()),
  })
  .refine((columns) => Object.values(columns).every((c) => c.length === columns.id.length), {
    message: "Every column of the portfolio tree has one value per node.",
  });
export type PortfolioTreeColumns = z.infer<typeof portfolioTreeColumnsSchema>;

/** The words of the schema description of `PortfolioTreeData.nodes`. */
export const portfolioTreeColumnsDescription = `The tree as columns: an object whose keys ${Object.keys(portfolioTreeColumnsSchema.shape).join(", ")} each hold an array with one value per node (node i at index i), in tree order (level, then order). parentId is null at the top level and when the viewer cannot see the parent; favoriteIndex is null unless a favourite; fullAclWrite: an editable access entry on the portfolio or an ancestor names the viewer.`;

export function encodePortfolioTree(nodes: readonly PortfolioTreeNode[]): PortfolioTreeColumns {
  const pick = <K extends keyof PortfolioTreeColumns>(key: K) =>
    nodes.map((node) => node[key]) as PortfolioTreeColumns[K];
  return {
    id: pick("id"),
    slug: pick("slug"),
    name: pick("name"),
    parentId: pick("parentId"),
    level: pick("level"),
    order: pick("order"),
    favoriteIndex: pick("favoriteIndex"),
    fullAclWrite: pick("fullAclWrite"),
    childrenCount: pick("childrenCount"),
    descendantCompaniesCount: pick("descendantCompaniesCount"),
    isSystem: pick("isSystem"),
  };
}

/** Nodes from the server's columns; throws (a ZodError) on anything not shaped like them. */
export function decodePortfolioTree(value: unknown): PortfolioTreeNode[] {
  const c = portfolioTreeColumnsSchema.parse(value);
  return c.id.map((id, i) => {
    const favoriteIndex = c.favoriteIndex[i] ?? null;
    return {
      id,
      slug: c.slug[i] as string,
      name: c.name[i] as string,
      parentId: c.parentId[i] ?? null,
      level: c.level[i] as number,
      order: c.order[i] as number,
      isFavorite: favoriteIndex !== null,
      favoriteIndex,
      fullAclWrite: c.fullAclWrite[i] as boolean,
      childrenCount: c.childrenCount[i] as number,
      descendantCompaniesCount: c.descendantCompaniesCount[i] as number,
      isSystem: c.isSystem[i] as boolean,
    };
  });
}
