import { useApolloClient } from "@apollo/client/react";
import { Menu } from "@mantine/core";
import type { CompanySearchParams, ExportFormat } from "@tierwise/common/company-search";
import { exportFormats } from "@tierwise/common/company-search";
import { ExportMenu } from "./ExportMenu.tsx";
import { type DownloadDeps, exportCompanies } from "./export-download.ts";

type ExportCompaniesMenuProps = {
  /** The current advanced search: enables "Export all results". */
  params?: CompanySearchParams;
  /** Chosen companies: enables "Export selection". */
  selectedIds?: string[];
  /** For tests; the app's coordinator and poll interval otherwise. */
  deps?: Omit<DownloadDeps, "client">;
};

/**
 * "Export" menu of company lists: a selection or all search results to CSV or XLSX. The file is
 * prepared on the server (at most 10,000 companies) and saved when ready; progress and the
 * outcome show in snackbars. Items stay enabled while a download runs so that a second start of
 * the same format gets the spec's 'Please wait' warning.
 */
export function ExportCompaniesMenu({ params, selectedIds, deps }: ExportCompaniesMenuProps) {
  const client = useApolloClient();
  const hasSelection = (selectedIds?.length ?? 0) > 0;
  const start = (format: ExportFormat, scope: "selection" | "all") => {
    void exportCompanies(
      scope === "selection"
        ? { format, companyIds: selectedIds ?? [] }
        : { format, searchParams: params },
      { ...deps, client },
    );
  };
  return (
    <ExportMenu disabled={!hasSelection && !params}>
      {exportFormats.map((format) => (
        <Menu.Item
          key={`selection-${format}`}
          disabled={!hasSelection}
          onClick={() => start(format, "selection")}
        >
          {`Export selection to ${format}`}
        </Menu.Item>
      ))}
      {exportFormats.map((format) => (
        <Menu.Item key={`all-${format}`} disabled={!params} onClick={() => start(format, "all")}>
          {`Export all results to ${format}`}
        </Menu.Item>
      ))}
    </ExportMenu>
  );
}
