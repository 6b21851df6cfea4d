import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { companyPath } from "../../companies/profile/profile-paths.ts";
import { WidgetTable } from "./WidgetTable.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

type SubSupplier = WidgetViewProps<"nTierConcentration">["data"]["subSuppliers"][number];

/** Sub-suppliers that several tier-1 suppliers depend on: where one failure spreads. */
export function ConcentrationWidget({ data }: WidgetViewProps<"nTierConcentration">) {
  return (
    <WidgetTable<SubSupplier>
      caption="Shared sub-suppliers"
      rows={data.subSuppliers}
      rowKey={(company) => company.id}
      columns={[
        {
          header: "Sub-supplier",
          cell: (company) => (
            <Anchor component={Link} to={companyPath(company.slug)} size="sm">
              {company.name}
            </Anchor>
          ),
        },
        { header: "Tier", cell: (company) => `Tier ${company.tier}` },
        { header: "Suppliers depending on it", numeric: true, cell: (company) => company.sharedBy },
      ]}
    />
  );
}
