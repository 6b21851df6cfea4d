import type { PortfolioAccessActorType, PortfolioAccessEntry } from "./portfolio.graphql.ts";
import type { PortfolioAccessEntryInput } from "./portfolio-mutations.graphql.ts";

/** An access list entry while the share prompt edits it. */
export type AccessDraft = {
  actorType: PortfolioAccessActorType;
  actorId: string;
  name: string;
  editable: boolean;
};

export const actorTypeLabels: Record<PortfolioAccessActorType, string> = {
  user: "Person",
  team: "Team",
  org: "Organisation",
  role: "Role",
};

export const accessKey = (entry: { actorType: string; actorId: string }) =>
  `${entry.actorType}:${entry.actorId}`;

export function draftsOf(entries: readonly PortfolioAccessEntry[]): AccessDraft[] {
  return entries.map(({ actorType, actorId, name, editable }) => ({
    actorType,
    actorId,
    name,
    editable,
  }));
}

/** Adds an entry, or changes the editable flag of the one already there for the same actor. */
export function withEntry(drafts: readonly AccessDraft[], entry: AccessDraft): AccessDraft[] {
  const key = accessKey(entry);
  return drafts.some((draft) => accessKey(draft) === key)
    ? drafts.map((draft) =>
        accessKey(draft) === key ? { ...draft, editable: entry.editable } : draft,
      )
    : [...drafts, entry];
}

export function accessInput(drafts: readonly AccessDraft[]): PortfolioAccessEntryInput[] {
  return drafts.map(({ actorType, actorId, editable }) => ({ actorType, actorId, editable }));
}
