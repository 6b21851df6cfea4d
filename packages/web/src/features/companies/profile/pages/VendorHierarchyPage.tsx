import { Anchor, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { formatPercent } from "@tierwise/common/formatting";
import { Link } from "react-router";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { countryLabel } from "../company-location.ts";
import { formatShare } from "../format.ts";
import { companyPath } from "../profile-paths.ts";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { vendorTiers } from "./vendor-tiers.ts";

const areaKeys = subPageAreas["vendor-hierarchy"];

/** Vendor hierarchy: the company's vendors by tier, each with its share of spend. */
export function VendorHierarchyPage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const vendors = areas?.vendors?.records ?? [];
  const tiers = vendorTiers(vendors);

  return (
    <SubPageFrame
      subPage="vendor-hierarchy"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="Vendors by tier"
        provenance={areaProvenance(areas?.vendors)}
        empty={vendors.length === 0}
        emptyText="No vendors found."
      >
        <Stack gap="lg">
          <SeriesChart
            title="Share of spend per tier"
            kind="bar"
            data={tiers.map((tier) => ({
              tier: `Tier ${tier.tier}`,
              share: Math.round(tier.spendShare * 1000) / 10,
            }))}
            dataKey="tier"
            dataKeyLabel="Tier"
            series={[{ name: "share", label: "Spend share (%)", color: "blue.6" }]}
            format={formatPercent}
            height={200}
          />
          {tiers
            .filter((tier) => tier.vendors.length > 0)
            .map((tier) => (
              <Stack key={tier.tier} gap="xs" pl={(tier.tier - 1) * 16}>
                <Title order={4}>
                  Tier {tier.tier} ({tier.vendors.length} vendor
                  {tier.vendors.length === 1 ? "" : "s"}, {formatShare(tier.spendShare)} of spend)
                </Title>
                <ProfileTable
                  caption={`Tier ${tier.tier} vendors`}
                  rows={tier.vendors}
                  rowKey={(vendor, index) => `${vendor.name}-${index}`}
                  columns={[
                    {
                      header: "Vendor",
                      cell: (vendor) =>
                        vendor.slug ? (
                          <Anchor component={Link} to={companyPath(vendor.slug)} size="sm">
                            {vendor.name}
                          </Anchor>
                        ) : (
                          vendor.name
                        ),
                    },
                    { header: "Country", cell: (vendor) => countryLabel(vendor.country) },
                    { header: "Category", cell: (vendor) => vendor.category },
                    {
                      header: "Spend share",
                      cell: (vendor) => (
                        <Group gap="xs" wrap="nowrap">
                          <Progress
                            value={vendor.spendShare * 100}
                            w={80}
                            aria-label={`${vendor.name} spend share`}
                          />
                          <Text size="sm">{formatShare(vendor.spendShare)}</Text>
                        </Group>
                      ),
                    },
                  ]}
                />
              </Stack>
            ))}
        </Stack>
      </ProfileSection>
    </SubPageFrame>
  );
}
