import type { RequestPage } from "@tierwise/common/company-requests";

/** Where the request pages live (spec 1 §2.2). */
export const requestListPath = (page: RequestPage) => `/requests/${page}`;
export const companyRequestPath = (id: string) => `/company-request/${encodeURIComponent(id)}`;
export const bulkRequestPath = (id: string) => `/requests/bulk/${encodeURIComponent(id)}`;
export const bulkCreatePath = "/requests/bulk/create";
