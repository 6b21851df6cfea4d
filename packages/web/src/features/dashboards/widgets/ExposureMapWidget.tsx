import { Stack } from "@mantine/core";
import { lazy, Suspense, useMemo } from "react";
import { webGlAvailable } from "../../n-tier/geo/webgl-support.ts";
import { WidgetTable } from "./WidgetTable.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

const ExposureMap = lazy(async () => ({
  default: (await import("./ExposureMap.tsx")).ExposureMap,
}));

type Country = WidgetViewProps<"nTierExposureMap">["data"]["countries"][number];

/**
 * The supply chain's companies by country: a shaded map (MapLibre, loaded only here) over the
 * table of the same numbers, which is also what screen readers and browsers without WebGL get.
 */
export function ExposureMapWidget({ data, height }: WidgetViewProps<"nTierExposureMap">) {
  const byCountry = useMemo(
    () => new Map(data.countries.map((country) => [country.country, country.companies])),
    [data.countries],
  );
  const countries = [...data.countries].sort((a, b) => b.companies - a.companies);
  const withMap = webGlAvailable();
  return (
    <Stack gap="xs">
      {withMap && (
        <Suspense fallback={<div style={{ height: height * 0.6 }} />}>
          <ExposureMap companiesByCountry={byCountry} height={Math.max(120, height * 0.6)} />
        </Suspense>
      )}
      <WidgetTable<Country>
        caption="Supply-chain companies by country"
        rows={countries}
        rowKey={(country) => country.country}
        columns={[
          { header: "Country", cell: (country) => country.name },
          { header: "Companies", numeric: true, cell: (country) => country.companies },
          ...[0, 1, 2].map((tier) => ({
            header: `Tier ${tier + 1}`,
            numeric: true,
            cell: (country: Country) => country.byTier[tier] ?? 0,
          })),
        ]}
      />
    </Stack>
  );
}
