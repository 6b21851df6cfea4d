import type { RouteObject } from "react-router";

/** File download pages (/export-companies-download/{uuid}, /pdf-download/{uuid}). */
export const exportRoutes: RouteObject[] = [];
