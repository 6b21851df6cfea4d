import { useEffect } from "react";
import { useRouteError } from "react-router";
import { reportError } from "../errors/error-reporter.ts";
import { ErrorPage } from "./ErrorPage.tsx";

/** When even the root fails (the session could not be loaded): report and offer a reload. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => reportError(error, { during: "root" }), [error]);
  return <ErrorPage />;
}
