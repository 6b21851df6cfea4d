import type { CompanySubPage } from "@tierwise/common/company-profile";

/** Tab names and sub-page headings (h2); one label per sub-page so both always agree. */
export const subPageLabels: Readonly<Record<CompanySubPage, string>> = {
  overview: "Overview",
  risk: "Risk",
  workflows: "Workflows",
  reports: "Reports",
  performance: "Performance",
  financials: "Financials",
  "regulatory-and-compliance": "Regulatory and compliance",
  security: "Security",
  cybersecurity: "Cybersecurity",
  "foreign-influence": "Foreign influence",
  esg: "ESG",
  ubo: "Beneficial owners",
  "link-analysis": "Link analysis",
  "vendor-hierarchy": "Vendor hierarchy",
  "corporate-hierarchy": "Corporate hierarchy",
  "corporate-hierarchy-1": "Family chart",
  "corporate-hierarchy-2": "Parents and subsidiaries",
  "pdf-preview": "PDF preview",
};
