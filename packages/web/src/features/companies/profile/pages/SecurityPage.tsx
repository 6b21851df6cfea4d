import { Badge, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst, oldestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { formatCount, formatDay } from "../format.ts";
import { PagedTable } from "../sections/PagedTable.tsx";
import { ScoreGauge } from "../sections/ScoreGauge.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { gradeColor, securityRatingRange } from "./security-grades.ts";

const areaKeys = subPageAreas.security;

/** Security: the current security rating with its grade and history, and data breaches. */
export function SecurityPage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const ratings = oldestFirst(areas?.securityRatings?.records ?? [], (row) => row.ratedOn);
  const latest = ratings.at(-1);
  const breaches = newestFirst(areas?.dataBreaches?.records ?? [], (row) => row.disclosedOn);

  return (
    <SubPageFrame
      subPage="security"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="Security rating"
        provenance={areaProvenance(areas?.securityRatings)}
        empty={!latest}
        emptyText="No security rating found."
      >
        {latest ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack align="center" gap="xs">
              <ScoreGauge
                label="Security rating"
                value={latest.rating}
                min={securityRatingRange.min}
                max={securityRatingRange.max}
              />
              <Group gap="xs">
                <Text size="sm">Grade</Text>
                <Badge color={gradeColor(latest.grade)} size="lg" data-testid="security-grade">
                  {latest.grade}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                Rated {formatDay(latest.ratedOn)}
              </Text>
            </Stack>
            {ratings.length > 1 ? (
              <SeriesChart
                title="Security rating history"
                kind="line"
                data={ratings.map((row) => ({ date: row.ratedOn, rating: row.rating }))}
                dataKey="date"
                dataKeyLabel="Date"
                series={[{ name: "rating", label: "Security rating", color: "indigo.6" }]}
                format={(value) => String(Math.round(value))}
                domain={[securityRatingRange.min, securityRatingRange.max]}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
      </ProfileSection>

      <ProfileSection
        title="Data breaches"
        provenance={areaProvenance(areas?.dataBreaches)}
        empty={breaches.length === 0}
        emptyText="No data breaches found."
      >
        <PagedTable
          caption="Data breaches"
          minWidth={640}
          rows={breaches}
          rowKey={(row, index) => `${row.disclosedOn}-${index}`}
          columns={[
            { header: "Disclosed", cell: (row) => formatDay(row.disclosedOn) },
            { header: "Kind", cell: (row) => row.kind },
            {
              header: "Records exposed",
              cell: (row) => formatCount(row.recordsExposed),
              numeric: true,
            },
            { header: "Summary", cell: (row) => row.summary },
          ]}
        />
      </ProfileSection>
    </SubPageFrame>
  );
}
