import { SegmentedControl, Stack, Text } from "@mantine/core";
import { type AiReportType, aiReportMessages } from "@tierwise/common/ai-reports";
import { useState } from "react";
import { sessionCan } from "../../app/session/session-policy.ts";
import { useSession } from "../../app/session/use-session.ts";
import type { ActivityTabProps } from "../comments/activity-tab.ts";
import { AiReportBody } from "./AiReportBody.tsx";
import { aiReportCompanyOf } from "./ai-report-access.ts";

const typeOptions = [
  { value: "risk_summary", label: "Risk summary" },
  { value: "security_summary", label: "Security summary" },
];

/**
 * The activity panel's AI report tab (spec 1 §2.5, spec 3 §3, §7): the company's AI risk summary
 * and, with the v2 flag, its security summary. Loaded with the tab's first opening.
 */
export function AiReportTab({ target }: ActivityTabProps) {
  const session = useSession();
  const companyId = aiReportCompanyOf(target);
  const [type, setType] = useState<AiReportType>("risk_summary");
  if (companyId === null) return <Text size="sm">{aiReportMessages.notAvailable}</Text>;
  // The v2 flag: asked as the rule for a company in the allowed set; the server's overview then
  // says whether this company is in it.
  const withSecurity = sessionCan(session, "aiReports.createSecuritySummary", {
    inAllowedSet: true,
  });
  const shownType = withSecurity ? type : "risk_summary";
  return (
    <Stack gap="md">
      {withSecurity ? (
        <SegmentedControl
          aria-label="Report"
          data={typeOptions}
          value={shownType}
          onChange={(value) => setType(value as AiReportType)}
        />
      ) : null}
      {/* The rail's AI Report button polls the risk summary for the whole page; the security
          summary has no button, so its reader polls itself. A key per kind: no state crosses. */}
      <AiReportBody
        key={shownType}
        companyId={companyId}
        type={shownType}
        poll={shownType === "security_summary"}
      />
    </Stack>
  );
}
