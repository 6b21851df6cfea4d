import { type ProfileAreaKey, providerOrder } from "@tierwise/common/company-profile";

export type AreaCandidate = {
  area: ProfileAreaKey;
  source: string;
  fetchedAt: Date;
  records: unknown[];
};

/**
 * The provider whose records show for an area: the first in the area's priority order that
 * holds the area; providers not in the order come after it, newest fetch first. The others
 * stay available as alternatives, so the page can say which sources disagreed.
 */
export function pickProvider(
  candidates: readonly AreaCandidate[],
  overrides: Partial<Record<string, string[]>>,
): { chosen: AreaCandidate; alternatives: AreaCandidate[] } | null {
  const [first] = candidates;
  if (!first) return null;
  const order = providerOrder(first.area, overrides);
  const rank = (source: string) => {
    const index = order.indexOf(source);
    return index === -1 ? order.length : index;
  };
  const sorted = [...candidates].sort(
    (a, b) => rank(a.source) - rank(b.source) || b.fetchedAt.getTime() - a.fetchedAt.getTime(),
  );
  const [chosen = first, ...alternatives] = sorted;
  return { chosen, alternatives };
}
