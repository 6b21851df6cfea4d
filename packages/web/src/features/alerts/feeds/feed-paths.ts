import type { AlertFeed } from "./alert-feeds.graphql.ts";

export const everythingFeedSlug = "everything";
export const everythingPath = `/alerts/${everythingFeedSlug}`;

/**
 * A feed's part of /alerts/{feedSlugOrId}: default feeds by their slug ("everything", as common
 * defaultFeeds spells them), the organisation's feeds by id, since their names may change.
 */
export function feedSlug(feed: Pick<AlertFeed, "id" | "slug">): string {
  return feed.slug ?? feed.id;
}

export function feedPath(feed: Pick<AlertFeed, "id" | "slug">): string {
  return `/alerts/${encodeURIComponent(feedSlug(feed))}`;
}

/** The feed a path part names, by slug or id. */
export function findFeed(feeds: readonly AlertFeed[], slugOrId: string): AlertFeed | null {
  return feeds.find((feed) => feed.id === slugOrId || feedSlug(feed) === slugOrId) ?? null;
}

/** Default feeds first, then the viewer's favourites, then the rest, each group as served. */
export function orderedFeeds(feeds: readonly AlertFeed[]): AlertFeed[] {
  const rank = (feed: AlertFeed) => (feed.isDefault ? 0 : feed.userConfig.favorite ? 1 : 2);
  return [...feeds].sort((a, b) => rank(a) - rank(b));
}
