import type { RouteObject } from "react-router";

/** Quick search (/quick-search) and advanced search (/search). */
export const companySearchRoutes: RouteObject[] = [];
