import { useEffect, useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { NotFoundPage } from "../not-found/NotFoundPage.tsx";
import { handleRouteFailure } from "../routing/route-failure.ts";
import { AppLoading } from "./AppLoading.tsx";
import { ErrorPage } from "./ErrorPage.tsx";

/**
 * Error boundary of the route tree: 404 responses (unknown paths, missing permission or flag)
 * show the not-found page; other failures are reported and, after the first load, reload the
 * page once.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (!notFound) setReloading(handleRouteFailure(error));
  }, [error, notFound]);

  if (notFound) return <NotFoundPage />;
  if (reloading) return <AppLoading />;
  return <ErrorPage />;
}
