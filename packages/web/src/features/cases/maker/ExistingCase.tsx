import { Divider, Grid, Stack, Text } from "@mantine/core";
import type { CaseViewMode } from "@tierwise/common/cases";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import type { SupplierCase } from "../case.graphql.ts";
import { CaseAccessSection } from "./CaseAccessSection.tsx";
import { CaseAttachmentsSection } from "./CaseAttachmentsSection.tsx";
import { CaseDescriptionSection } from "./CaseDescriptionSection.tsx";
import { CaseGscaSection } from "./CaseGscaSection.tsx";
import { CaseHeader } from "./CaseHeader.tsx";
import { CaseListFields } from "./CaseListFields.tsx";
import { CaseQuickFields } from "./CaseQuickFields.tsx";
import { CaseTabs } from "./CaseTabs.tsx";
import { CaseTitleSection } from "./CaseTitleSection.tsx";
import { hasCompany } from "./case-context.ts";
import { formatCaseDate } from "./case-dates.ts";
import { personLabel } from "./case-people.ts";
import { ResolveCaseDialog } from "./ResolveCaseDialog.tsx";
import { useCaseUpdate } from "./use-case-update.ts";

type ExistingCaseProps = {
  supplierCase: SupplierCase;
  view: CaseViewMode;
  onDeleted: () => void;
};

/**
 * An existing case, edited inline (spec 2 §2): its fields beside (or, in the narrow sidebar,
 * above) the Feed, Email and Tasks tabs.
 */
export function ExistingCase({ supplierCase, view, onDeleted }: ExistingCaseProps) {
  const session = useSession();
  const save = useCaseUpdate(supplierCase.id);
  const withGsca = sessionCan(session, "cases.gsca") && hasCompany(supplierCase);
  const details = (
    <Stack gap="md">
      <CaseTitleSection supplierCase={supplierCase} save={save} />
      <CaseHeader supplierCase={supplierCase} onDeleted={onDeleted} />
      <CaseDescriptionSection supplierCase={supplierCase} save={save} />
      <CaseQuickFields supplierCase={supplierCase} save={save} />
      <CaseListFields supplierCase={supplierCase} save={save} />
      <CaseAttachmentsSection supplierCase={supplierCase} save={save} />
      {withGsca ? <CaseGscaSection supplierCase={supplierCase} save={save} /> : null}
      <CaseAccessSection supplierCase={supplierCase} save={save} />
      <Text size="sm">
        <Text span fw={500}>
          Created by:
        </Text>{" "}
        {personLabel(supplierCase.creator)}, {formatCaseDate(supplierCase.createdAt)}
      </Text>
      <ResolveCaseDialog save={save} />
    </Stack>
  );
  const tabs = <CaseTabs supplierCase={supplierCase} save={save} />;
  if (view === "sidebar") {
    return (
      <Stack gap="md">
        {details}
        <Divider />
        {tabs}
      </Stack>
    );
  }
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 5 }}>{details}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>{tabs}</Grid.Col>
    </Grid>
  );
}
