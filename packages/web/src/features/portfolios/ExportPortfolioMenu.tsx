import { useApolloClient } from "@apollo/client/react";
import { Menu } from "@mantine/core";
import { exportFormats } from "@tierwise/common/company-search";
import { ExportMenu } from "../exports/ExportMenu.tsx";
import type { DownloadDeps } from "../exports/export-download.ts";
import { exportPortfolioCompanies } from "./portfolio-export.ts";

type ExportPortfolioMenuProps = {
  portfolioId: string;
  /** With the sub-portfolios' companies (portfolio mode "all"). */
  includeDescendants: boolean;
  selectedIds: readonly string[];
  /** For tests; the app's coordinator and poll interval otherwise. */
  deps?: Omit<DownloadDeps, "client">;
};

/** "Export" of the portfolio page: the portfolio's companies, or the chosen ones, to CSV/XLSX. */
export function ExportPortfolioMenu({
  portfolioId,
  includeDescendants,
  selectedIds,
  deps,
}: ExportPortfolioMenuProps) {
  const client = useApolloClient();
  return (
    <ExportMenu>
      {exportFormats.map((format) => (
        <Menu.Item
          key={`selection-${format}`}
          disabled={selectedIds.length === 0}
          onClick={() =>
            void exportPortfolioCompanies(
              { format, companyIds: [...selectedIds] },
              { ...deps, client },
            )
          }
        >
          {`Export selection to ${format}`}
        </Menu.Item>
      ))}
      {exportFormats.map((format) => (
        <Menu.Item
          key={`all-${format}`}
          onClick={() =>
            void exportPortfolioCompanies(
              { format, portfolioId, includeDescendants },
              { ...deps, client },
            )
          }
        >
          {`Export portfolio to ${format}`}
        </Menu.Item>
      ))}
    </ExportMenu>
  );
}
