import { Anchor } from "@mantine/core";
import { countryName } from "@tierwise/common/countries";
import { missingValue } from "@tierwise/common/formatting";
import { gradeLabels } from "@tierwise/common/risk";
import { Link } from "react-router";
import { companyPath } from "../../companies/profile/profile-paths.ts";
import { WidgetTable } from "./WidgetTable.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

type Company = WidgetViewProps<"topRiskySuppliers">["data"]["companies"][number];

/** The portfolio companies with the highest risk scores; each name opens the profile. */
export function TopRiskySuppliersWidget({ data }: WidgetViewProps<"topRiskySuppliers">) {
  return (
    <WidgetTable<Company>
      caption={`Top risky suppliers (${data.configName})`}
      rows={data.companies}
      rowKey={(company) => company.id}
      columns={[
        {
          header: "Company",
          cell: (company) => (
            <Anchor component={Link} to={companyPath(company.slug)} size="sm">
              {company.name}
            </Anchor>
          ),
        },
        {
          header: "Country",
          cell: (company) =>
            company.country ? countryName(company.country) || company.country : missingValue,
        },
        { header: "Grade", cell: (company) => gradeLabels[company.grade] },
        {
          header: "Score",
          numeric: true,
          cell: (company) => (company.score === null ? missingValue : Math.round(company.score)),
        },
      ]}
    />
  );
}
