/**
 * Sentences of the company pages (profiles, comparison, exports), verbatim where the spec
 * quotes them. Apart from messages.ts so they stay out of the JavaScript every page loads.
 */
export const companyMessages = {
  reportsUnavailableLabel: "Unavailable",
  reportsUnavailable:
    "Reports are not available for this company. Request a data package to enable them.",
  downloadFailed: "The file could not be prepared. Please try again.",
  downloadNotFound: "This download does not exist or has expired.",
  exportTooManyCompanies: (max: number) =>
    `At most ${max.toLocaleString("en-US")} companies can be exported at once.`,
  compareMaximum: (max: number) => `You can compare at most ${max} companies.`,
  compareEmpty: "Add companies to compare them side by side.",
} as const;
