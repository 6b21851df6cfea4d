import { Group, Stack } from "@mantine/core";
import { Outlet, useLoaderData, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { CaseMakerFromUrl } from "../../cases/maker/CaseMakerFromUrl.tsx";
import { ActivityPanel } from "../../comments/ActivityPanel.tsx";
import { AddToPortfolioButton } from "../../portfolios/AddToPortfolioButton.tsx";
import { CompanyHeader } from "./CompanyHeader.tsx";
import { CompanySupplierTier } from "./CompanySupplierTier.tsx";
import type { CompanyRouteData } from "./company-loaders.ts";
import { CompanyProfileContext } from "./company-profile-context.ts";
import { ProfileTabs } from "./ProfileTabs.tsx";
import { isSubPageOf } from "./profile-paths.ts";

/**
 * A company profile: header, sub-page navigation and the current sub-page. The page title is
 * the company's display name (spec 3 §2); the sub-page is named by the h2 below the tabs.
 */
export function CompanyProfileLayout() {
  const route = useLoaderData() as CompanyRouteData;
  const { subPage } = useParams();
  usePageTitle(route.company.displayName);
  const current = isSubPageOf(route.kind, subPage) ? subPage : "overview";
  // The Risk tab is the risk hub's answer: shown with the hub (risk.read); the Workflows tab
  // with the organisation's supplier workflows (workflows.read).
  const session = useSession();
  const hidden = new Set([
    ...(sessionCan(session, "risk.read") ? [] : ["risk"]),
    ...(sessionCan(session, "workflows.read") ? [] : ["workflows"]),
  ]);
  const subPages = route.subPages.filter((page) => !hidden.has(page));
  const target =
    route.kind === "dnb" && route.company.duns
      ? { duns: route.company.duns }
      : { companyId: route.company.id };
  return (
    <CompanyProfileContext value={route}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <CompanyHeader
            company={route.company}
            facts={<CompanySupplierTier companyId={route.company.id} />}
          />
          <AddToPortfolioButton
            companyIds={[route.company.id]}
            subject={route.company.displayName}
          />
        </Group>
        <ProfileTabs basePath={route.basePath} subPages={subPages} current={current} />
        <Outlet />
      </Stack>
      {/* The activity side panel (features/comments): notes on this company, by DUNS on D&B pages. */}
      <ActivityPanel target={target} />
      {/* ?case={id} opens the case maker (features/cases). */}
      <CaseMakerFromUrl target={target} />
    </CompanyProfileContext>
  );
}
