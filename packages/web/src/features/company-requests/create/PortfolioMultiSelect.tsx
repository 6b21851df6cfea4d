import { MultiSelect } from "@mantine/core";
import { requestLimits } from "@tierwise/common/company-requests";
import { useMemo } from "react";
import { buildPortfolioTree, pathNames, searchTree } from "../../portfolios/portfolio-tree.ts";
import { usePortfolioPermissions } from "../../portfolios/use-portfolio-permissions.ts";
import { usePortfolioTree } from "../../portfolios/use-portfolio-tree.ts";

type PortfolioMultiSelectProps = {
  label: string;
  description?: string;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
};

/**
 * Portfolios the viewer may add companies to (the portfolios.update rule), searched by name and
 * shown with their path; at most requestLimits.portfoliosMax.
 */
export function PortfolioMultiSelect({
  label,
  description,
  value,
  onChange,
  error,
}: PortfolioMultiSelectProps) {
  const { nodes, loading, error: failed } = usePortfolioTree({ fetchPolicy: "cache-and-network" });
  const { permissionsFor } = usePortfolioPermissions();
  const options = useMemo(() => {
    const tree = buildPortfolioTree(nodes ?? []);
    const { matches } = searchTree(tree, "", {
      limit: Number.MAX_SAFE_INTEGER,
      include: (node) => permissionsFor(node).update,
    });
    return matches.map((node) => ({ value: node.id, label: pathNames(tree, node.id).join(" / ") }));
  }, [nodes, permissionsFor]);
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={loading && !nodes ? "Loading portfolios…" : undefined}
      data={options}
      value={value}
      onChange={onChange}
      error={error ?? (failed && !nodes ? "Your portfolios could not be loaded." : undefined)}
      maxValues={requestLimits.portfoliosMax}
      nothingFoundMessage="No portfolio you can add companies to"
      searchable
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
