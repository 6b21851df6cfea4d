import { CompanyRiskPanel } from "../../../risk/company/CompanyRiskPanel.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useCompanyProfile } from "../company-profile-context.ts";

/** Risk (issue 27): the risk hub's grade, trend and why for this company. */
export function RiskPage() {
  const { company } = useCompanyProfile();
  return (
    <SubPageFrame subPage="risk">
      <CompanyRiskPanel companyId={company.id} companyName={company.displayName} />
    </SubPageFrame>
  );
}
