import type { CompanySubPage } from "@tierwise/common/company-profile";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { lazyPage } from "../../../app/routing/route-failure.ts";

function page(load: () => Promise<ComponentType>): LazyExoticComponent<ComponentType> {
  return lazy(lazyPage(async () => ({ default: await load() })));
}

/**
 * Each sub-page is its own chunk: the charts library and a page's code load only when that
 * sub-page is opened.
 */
export const subPageComponents: Readonly<
  Record<CompanySubPage, LazyExoticComponent<ComponentType>>
> = {
  overview: page(async () => (await import("./pages/OverviewPage.tsx")).OverviewPage),
  risk: page(async () => (await import("./pages/RiskPage.tsx")).RiskPage),
  workflows: page(async () => (await import("./pages/WorkflowsPage.tsx")).WorkflowsPage),
  reports: page(async () => (await import("./pages/ReportsPage.tsx")).ReportsPage),
  performance: page(async () => (await import("./pages/PerformancePage.tsx")).PerformancePage),
  financials: page(async () => (await import("./pages/FinancialsPage.tsx")).FinancialsPage),
  "regulatory-and-compliance": page(
    async () => (await import("./pages/RegulatoryCompliancePage.tsx")).RegulatoryCompliancePage,
  ),
  security: page(async () => (await import("./pages/SecurityPage.tsx")).SecurityPage),
  cybersecurity: page(
    async () => (await import("./pages/CybersecurityPage.tsx")).CybersecurityPage,
  ),
  "foreign-influence": page(
    async () => (await import("./pages/ForeignInfluencePage.tsx")).ForeignInfluencePage,
  ),
  esg: page(async () => (await import("./pages/EsgPage.tsx")).EsgPage),
  ubo: page(async () => (await import("./pages/UboPage.tsx")).UboPage),
  "link-analysis": page(
    async () => (await import("./link-analysis/LinkAnalysisPage.tsx")).LinkAnalysisPage,
  ),
  "vendor-hierarchy": page(
    async () => (await import("./pages/VendorHierarchyPage.tsx")).VendorHierarchyPage,
  ),
  "corporate-hierarchy": page(
    async () => (await import("./hierarchy/CorporateHierarchyPage.tsx")).CorporateHierarchyPage,
  ),
  "corporate-hierarchy-1": page(
    async () => (await import("./hierarchy/HierarchyChartPage.tsx")).HierarchyChartPage,
  ),
  "corporate-hierarchy-2": page(
    async () => (await import("./hierarchy/HierarchyPathPage.tsx")).HierarchyPathPage,
  ),
  "pdf-preview": page(async () => (await import("./pages/PdfPreviewPage.tsx")).PdfPreviewPage),
};
