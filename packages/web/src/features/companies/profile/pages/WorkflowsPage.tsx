import { CompanyWorkflowsPanel } from "../../../workflows/company/CompanyWorkflowsPanel.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useCompanyProfile } from "../company-profile-context.ts";

/** Workflows (issue 31): the supplier workflows of this company, and starting one. */
export function WorkflowsPage() {
  const { company } = useCompanyProfile();
  return (
    <SubPageFrame subPage="workflows">
      <CompanyWorkflowsPanel companyId={company.id} companyName={company.displayName} />
    </SubPageFrame>
  );
}
