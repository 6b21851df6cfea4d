import { useQuery } from "@apollo/client/react";
import { ALERT_UNREAD_COUNT_QUERY, type AlertCount } from "./alert-unread-count.graphql.ts";

const noUnreadAlerts = { count: 0, overTheThreshold: false } as const;

/**
 * How often the navigation asks for the unread count while the tab is visible. Reads made here
 * ask again at once (the alert changes refetch "AlertUnreadCount"), so a slow poll only catches
 * alerts that arrived meanwhile.
 */
export const alertUnreadPollMs = 120_000;

/**
 * The navigation's unread marker (spec 1 §2.4, spec 3 §7 "unread count"): the viewer's unread
 * alerts in the threshold form, which the server answers already shown (common
 * shownUnreadCount: over 100 is 100 and overTheThreshold). Small on purpose: the shell loads it
 * with every page, so it imports nothing of common/alerts (that module would come along whole).
 */
export function useAlertUnreadCount(enabled: boolean): Omit<AlertCount, "__typename"> {
  const { data } = useQuery(ALERT_UNREAD_COUNT_QUERY, {
    skip: !enabled,
    pollInterval: alertUnreadPollMs,
    skipPollAttempt: () => document.visibilityState === "hidden",
  });
  return (enabled && data?.alertUnreadCount) || noUnreadAlerts;
}
