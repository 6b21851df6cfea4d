import type { RouteObject } from "react-router";
import { lazyPage } from "../../app/routing/route-failure.ts";

const downloadPage = (kind: "companies" | "pdf") =>
  lazyPage(async () => {
    const { DownloadPage } = await import("./DownloadPage.tsx");
    return function KindDownloadPage() {
      return <DownloadPage kind={kind} />;
    };
  });

/** File download pages (/export-companies-download/{uuid}, /pdf-download/{uuid}), in the shell. */
export const exportRoutes: RouteObject[] = [
  { path: "/export-companies-download/:uuid", lazy: { Component: downloadPage("companies") } },
  { path: "/pdf-download/:uuid", lazy: { Component: downloadPage("pdf") } },
];
