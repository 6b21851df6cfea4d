import { useEffect } from "react";
import { Outlet } from "react-router";
import { AnalyticsTracker } from "../analytics/AnalyticsTracker.tsx";
import { ModalRouteCloser } from "../modals/ModalRouteCloser.tsx";
import { RefreshSessionTimer } from "../modals/RefreshSessionTimer.tsx";
import { BusyBanner } from "../network/BusyBanner.tsx";
import { OfflineBanner } from "../network/OfflineBanner.tsx";
import { RequestLimitRedirect } from "../request-limit/RequestLimitRedirect.tsx";
import { markInitialLoadDone } from "../routing/route-failure.ts";
import { ScrollManager } from "../scroll/ScrollManager.tsx";
import { SnackbarHost } from "../snackbar/SnackbarHost.tsx";
import { NavigationProgress } from "./NavigationProgress.tsx";

/**
 * Everything every page has, signed in or not: snackbars, modals, scroll, analytics, and the way
 * to the limit page when the API's request limit is hit.
 */
export function RootLayout() {
  // Children's effects run first: a render failure of the first load is only logged.
  useEffect(() => markInitialLoadDone(), []);
  return (
    <>
      <NavigationProgress />
      <ScrollManager />
      <ModalRouteCloser />
      <AnalyticsTracker />
      <OfflineBanner />
      <BusyBanner />
      <RequestLimitRedirect />
      <Outlet />
      <SnackbarHost />
      <RefreshSessionTimer />
    </>
  );
}
