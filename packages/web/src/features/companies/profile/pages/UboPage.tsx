import { Badge, Group, SimpleGrid, Text } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { formatPercent, missingValue } from "@tierwise/common/formatting";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { countryLabel } from "../company-location.ts";
import { PagedTable } from "../sections/PagedTable.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { countryWiseSummary, typeWiseSummary } from "./ownership-summary.ts";

const areaKeys = subPageAreas.ubo;
const ownerTypeLabels = { person: "Person", company: "Company", state: "State" } as const;

/** Beneficial owners (UBO): who owns the company, how, and a summary by country and type. */
export function UboPage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const owners = [...(areas?.beneficialOwnership?.records ?? [])].sort((a, b) => b.share - a.share);
  const byCountry = countryWiseSummary(owners);
  const byType = typeWiseSummary(owners);
  const provenance = areaProvenance(areas?.beneficialOwnership);

  return (
    <SubPageFrame
      subPage="ubo"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="Beneficial owners"
        provenance={provenance}
        empty={owners.length === 0}
        emptyText="No beneficial owners found."
      >
        <PagedTable
          caption="Beneficial owners"
          minWidth={820}
          rows={owners}
          rowKey={(row, index) => `${row.ownerName}-${index}`}
          columns={[
            { header: "Owner", cell: (row) => row.ownerName },
            { header: "Type", cell: (row) => ownerTypeLabels[row.ownerType] },
            { header: "Share", cell: (row) => formatPercent(row.share), numeric: true },
            { header: "Nature of control (type)", cell: (row) => row.natureOfControlType },
            { header: "Nature of control (class)", cell: (row) => row.natureOfControlClass },
            { header: "Country", cell: (row) => countryLabel(row.country) },
            {
              header: "Nationality",
              cell: (row) => (row.nationality ? countryLabel(row.nationality) : missingValue),
            },
          ]}
        />
      </ProfileSection>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Ownership by country"
          provenance={provenance}
          empty={byCountry.length === 0}
          emptyText="No beneficial owners found."
        >
          <SeriesChart
            title="Combined share of owners per country"
            kind="horizontal-bar"
            data={byCountry.map((row) => ({
              country: countryLabel(row.country),
              share: row.share,
              owners: row.owners,
            }))}
            dataKey="country"
            dataKeyLabel="Country"
            series={[{ name: "share", label: "Share (%)", color: "teal.6" }]}
            format={formatPercent}
          />
        </ProfileSection>
        <ProfileSection
          title="Owners by type"
          provenance={provenance}
          empty={byType.length === 0}
          emptyText="No beneficial owners found."
        >
          <Group gap="sm">
            {byType.map((row) => (
              <Badge key={row.type} variant="light" size="lg" tt="none">
                {ownerTypeLabels[row.type]}: {row.owners}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {owners.length} owner(s) hold{" "}
            {formatPercent(owners.reduce((sum, row) => sum + row.share, 0))} in total.
          </Text>
        </ProfileSection>
      </SimpleGrid>
    </SubPageFrame>
  );
}
