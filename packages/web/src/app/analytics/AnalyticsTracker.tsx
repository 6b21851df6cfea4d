import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSession } from "../session/use-session.ts";
import { analytics, enableAnalytics } from "./analytics.ts";
import { analyticsGroupsFor } from "./analytics-groups.ts";

/** Turns analytics on for organisations with the flag, identifies the user, sends page views. */
export function AnalyticsTracker() {
  const session = useSession();
  const location = useLocation();
  const on = session.authenticated && session.organization?.featureFlags.analytics === true;

  useEffect(() => {
    enableAnalytics(on);
    if (!on || !session.authId) return;
    analytics.identify(
      {
        id: session.authId,
        email: session.details?.email,
        name: session.details?.name,
        internal: session.internal,
      },
      analyticsGroupsFor(session),
    );
  }, [on, session]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one page view per navigation.
  useEffect(() => {
    analytics.page();
  }, [location.pathname, location.search, on]);

  return null;
}
