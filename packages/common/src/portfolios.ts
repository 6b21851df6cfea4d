/**
 * Portfolios (spec 3 §2 "Portfolios", §3 "Portfolio", §4, §8): the constants, names and limits
 * that the server enforces and the web shows. Values the spec leaves open are ours and are
 * listed in the README ("Values the spec leaves open").
 */

/** Who a portfolio can be shared with (spec 3 §3: "Access-list prefixes: user, org, team, role"). */
export const portfolioAccessActorTypes = ["user", "team", "org", "role"] as const;
export type PortfolioAccessActorType = (typeof portfolioAccessActorTypes)[number];

/** How a portfolio came to be archived: itself, or because an ancestor was archived. */
export const portfolioArchiveTypes = ["direct", "ancestor"] as const;
export type PortfolioArchiveType = (typeof portfolioArchiveTypes)[number];

/** List ordering (spec 3 §3: "Lists filter by archived, orderBy, search, favoritesOnly"). */
export const portfolioOrderBy = ["order", "name", "updatedAt", "createdAt"] as const;
export type PortfolioOrderBy = (typeof portfolioOrderBy)[number];

/**
 * Limits used when the organisation's settings leave one unset (spec 1 §5: "values not shown").
 * The organisation's `portfolioLimit`, `portfolioItemsLimit` and `maxPortfolioDepth` override
 * the organisation-wide ones; the per-person ones come from the server's configuration.
 */
export const portfolioDefaults = {
  /** Active (not archived) portfolios in one organisation. */
  organizationPortfolioLimit: 20_000,
  /** Active portfolios one person has created. */
  userPortfolioLimit: 5_000,
  /** Company items across the organisation's active portfolios. */
  organizationItemsLimit: 2_000_000,
  /** Company items one person has added across active portfolios. */
  userItemsLimit: 1_000_000,
  /** Levels of the tree: a top-level portfolio is level 1. */
  maxDepth: 5,
} as const;

/** Field limits of a portfolio, checked by the server and the edit_portfolio form alike. */
export const portfolioFieldLimits = { name: 100, description: 1000 } as const;

/** Most companies one add or remove call may name (bench: 10,000 in one call). */
export const portfolioCompaniesPerCallMaximum = 10_000;

/** Spec 3 §9: "portfolio company search 20". */
export const portfolioCompanySearchLimit = 20;

/**
 * Words of the pages under /portfolios (/portfolios/archived) that a portfolio's slug must not
 * be: /portfolios/{slug} would never be reached. A portfolio named "Archived" gets `archived-2`.
 */
export const reservedPortfolioSlugs = ["archived"] as const;

/**
 * Quick search's "Portfolios" group (contract: header 6, /quick-search 25): the web asks for
 * these, the server answers at most `page`.
 */
export const portfolioSuggestionLimits = { header: 6, page: 25 } as const;

/** Snackbar undo variants of portfolios (spec 1 §3 "Undo variants"). */
export const portfolioUndoTypes = {
  archive: "base_portfolio",
  unarchive: "portfolio_restored",
  move: "undo_move",
  addCompanies: "undo_add_portfolios",
  removeCompanies: "portfolio_company",
  unfavourite: "unfavourite_portfolio",
} as const;
export type PortfolioUndoType = (typeof portfolioUndoTypes)[keyof typeof portfolioUndoTypes];

/** Ours (the spec gives no wording): moving or creating below the deepest allowed level. */
export const portfolioDepthMessage = (maxDepth: number) =>
  `Portfolios can be nested at most ${maxDepth} levels deep.`;

/** Most portfolio names a confirmation lists; past it, it counts them. */
const namedPortfoliosMaximum = 3;

function portfolioList(names: readonly string[]): string {
  if (names.length > namedPortfoliosMaximum) return `${names.length} portfolios`;
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length <= 1
    ? (quoted[0] ?? "")
    : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

/**
 * The confirmation of an add to portfolios (ours; the spec gives no wording), naming where the
 * companies went and where they already were: `Added to "A" and "B"; already in "C".`
 */
export function addedToPortfoliosSentence(
  added: readonly string[],
  alreadyIn: readonly string[] = [],
): string {
  const to = `Added to ${portfolioList(added)}`;
  return alreadyIn.length === 0 ? `${to}.` : `${to}; already in ${portfolioList(alreadyIn)}.`;
}
