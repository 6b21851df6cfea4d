import { Group, Stack, Title } from "@mantine/core";
import type { CompanySubPage } from "@tierwise/common/company-profile";
import type { ReactNode } from "react";
import { listPlaceholder } from "../../../../ui/ListPlaceholder.tsx";
import { useCompanyProfile } from "../company-profile-context.ts";
import { subPageLabels } from "../sub-page-labels.ts";
import { companyFieldSources } from "./field-provenance.ts";
import { type SourceEntry, SourcesDisclosure } from "./SourcesDisclosure.tsx";

type SubPageFrameProps = {
  subPage: CompanySubPage;
  sources?: readonly SourceEntry[];
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  /** Beside the heading (e.g. a download button). */
  actions?: ReactNode;
  children?: ReactNode;
};

/**
 * A sub-page: its heading (h2, the tab's name), the Sources disclosure (the page's areas and the
 * header's fields), then its sections.
 */
export function SubPageFrame({
  subPage,
  sources = [],
  loading = false,
  failed = false,
  onRetry = () => undefined,
  actions,
  children,
}: SubPageFrameProps) {
  const { company } = useCompanyProfile();
  const placeholder = listPlaceholder({ failed, loading, empty: false, onRetry, skeletonRows: 6 });
  return (
    <Stack gap="md" aria-busy={loading}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={2}>{subPageLabels[subPage]}</Title>
        {actions}
      </Group>
      {placeholder ?? (
        <>
          <SourcesDisclosure entries={[...sources, ...companyFieldSources(company.provenance)]} />
          {children}
        </>
      )}
    </Stack>
  );
}
