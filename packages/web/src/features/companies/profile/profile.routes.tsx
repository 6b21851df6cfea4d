import type { RouteObject } from "react-router";

/** Company profile pages (/company/{slug}/…, /company-dnb/{duns}/…, /company-cbinsights/{id}/pdf-preview). */
export const companyProfileRoutes: RouteObject[] = [];
