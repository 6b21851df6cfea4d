import { SimpleGrid, Stack } from "@mantine/core";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { countryLabel } from "../company-location.ts";
import { formatCount } from "../format.ts";
import { DonutFigure } from "../sections/DonutFigure.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { HierarchyFilterBar } from "./HierarchyFilterBar.tsx";
import { HierarchyNotice } from "./HierarchyNotice.tsx";
import { countBy } from "./hierarchy-tree.ts";
import { useFilteredHierarchy } from "./use-corporate-hierarchy.ts";

/** Countries shown as their own bar; the rest are summed as "Other countries". */
const countryBars = 15;

/**
 * corporate-hierarchy-1. The spec names this sub-page without describing it; we read it as the
 * same corporate family (same query-string filters as corporate-hierarchy) drawn as charts
 * instead of a tree: members per country, per family role and per level below the top.
 */
export function HierarchyChartPage() {
  const { hierarchy, loading, failed, retry, filters, setFilters } = useFilteredHierarchy();
  const members = hierarchy?.members ?? [];
  const countries = countBy(members, (member) => member.countryCode);
  const shownCountries = countries.slice(0, countryBars);
  const otherCountries = countries.slice(countryBars).reduce((sum, row) => sum + row.members, 0);
  const countryRows = [
    ...shownCountries.map((row) => ({
      country: row.value === "Unknown" ? "Unknown" : countryLabel(row.value),
      members: row.members,
    })),
    ...(otherCountries > 0 ? [{ country: "Other countries", members: otherCountries }] : []),
  ];
  const roles = countBy(members, (member) => member.familyRole);
  const levels = countBy(members, (member) => String(member.depth)).sort(
    (a, b) => Number(a.value) - Number(b.value),
  );

  return (
    <SubPageFrame subPage="corporate-hierarchy-1" loading={loading} failed={failed} onRetry={retry}>
      <HierarchyFilterBar filters={filters} hierarchy={hierarchy} onChange={setFilters} />
      {hierarchy ? (
        <Stack gap="md">
          <HierarchyNotice hierarchy={hierarchy} />
          <ProfileSection
            title="Members per country"
            empty={members.length === 0}
            emptyText="No family members match these filters."
          >
            <SeriesChart
              title="Family members per country"
              kind="horizontal-bar"
              data={countryRows}
              dataKey="country"
              dataKeyLabel="Country"
              series={[{ name: "members", label: "Members", color: "blue.6" }]}
              format={formatCount}
              integer
            />
          </ProfileSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ProfileSection
              title="Members per family role"
              empty={members.length === 0}
              emptyText="No family members match these filters."
            >
              <DonutFigure
                title="Family members per family role"
                nameLabel="Family role"
                valueLabel="Members"
                slices={roles.map((row) => ({ name: row.value, value: row.members }))}
                format={formatCount}
              />
            </ProfileSection>
            <ProfileSection
              title="Members per level"
              empty={members.length === 0}
              emptyText="No family members match these filters."
            >
              <SeriesChart
                title="Family members per level below the global ultimate"
                kind="bar"
                data={levels.map((row) => ({ level: `Level ${row.value}`, members: row.members }))}
                dataKey="level"
                dataKeyLabel="Level"
                series={[{ name: "members", label: "Members", color: "teal.6" }]}
                format={formatCount}
                integer
              />
            </ProfileSection>
          </SimpleGrid>
        </Stack>
      ) : null}
    </SubPageFrame>
  );
}
