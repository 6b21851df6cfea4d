import { useApolloClient } from "@apollo/client/react";
import { Menu } from "@mantine/core";
import { exportFormats } from "@tierwise/common/company-search";
import { ExportMenu } from "../../exports/ExportMenu.tsx";
import type { DownloadDeps } from "../../exports/export-download.ts";
import type { NTierSortInput } from "../n-tier.graphql.ts";
import { type NTierFilter, nTierFilterInput } from "../n-tier-filter.ts";
import { exportNTierTable } from "./n-tier-export.ts";

type NTierExportMenuProps = {
  /** The view's current filter: the file holds what the table lists. */
  filter: NTierFilter;
  /** The table's order: the file lists rows as the table shows them. */
  sort?: NTierSortInput;
  /** For tests; the app's coordinator and poll interval otherwise. */
  deps?: Omit<DownloadDeps, "client">;
};

/**
 * "Export" of the n-tier table to CSV or XLSX (issue 29), with the current filter. The file is
 * prepared on the server; progress, the outcome and a second start of the same format show in
 * the download snackbars, as for company exports.
 */
export function NTierExportMenu({ filter, sort, deps }: NTierExportMenuProps) {
  const client = useApolloClient();
  return (
    <ExportMenu size="xs">
      {exportFormats.map((format) => (
        <Menu.Item
          key={format}
          onClick={() =>
            void exportNTierTable(
              { format, filter: nTierFilterInput(filter), ...(sort ? { sort } : {}) },
              { ...deps, client },
            )
          }
        >
          {`Export table to ${format}`}
        </Menu.Item>
      ))}
    </ExportMenu>
  );
}
