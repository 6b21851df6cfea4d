import { Badge, Text, Timeline } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst, oldestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { formatCount, formatDay } from "../format.ts";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { gradeColor, gradeFromValue, gradeTicks, gradeValue } from "./security-grades.ts";

const areaKeys = subPageAreas.cybersecurity;

/** Cybersecurity: the latest rating's factor grades as bars, and the breaches on a timeline. */
export function CybersecurityPage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const latest = oldestFirst(areas?.securityRatings?.records ?? [], (row) => row.ratedOn).at(-1);
  const factors = latest?.factors ?? [];
  const breaches = newestFirst(areas?.dataBreaches?.records ?? [], (row) => row.disclosedOn);

  return (
    <SubPageFrame
      subPage="cybersecurity"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="Rating factors"
        provenance={areaProvenance(areas?.securityRatings)}
        empty={factors.length === 0}
        emptyText="No rating factors found."
      >
        {latest ? (
          <Text size="sm">
            Overall grade{" "}
            <Badge color={gradeColor(latest.grade)} variant="filled">
              {latest.grade}
            </Badge>{" "}
            ({latest.rating}), rated {formatDay(latest.ratedOn)}
          </Text>
        ) : null}
        <SeriesChart
          title="Grade per rating factor (A best, F worst)"
          kind="horizontal-bar"
          data={factors.map((factor) => ({ factor: factor.name, grade: gradeValue(factor.grade) }))}
          dataKey="factor"
          dataKeyLabel="Factor"
          series={[{ name: "grade", label: "Grade", color: "indigo.6" }]}
          format={gradeFromValue}
          domain={[0, 5]}
          ticks={gradeTicks}
        />
      </ProfileSection>

      <ProfileSection
        title="Breach timeline"
        provenance={areaProvenance(areas?.dataBreaches)}
        empty={breaches.length === 0}
        emptyText="No data breaches found."
      >
        <Timeline bulletSize={14} lineWidth={2} active={breaches.length}>
          {breaches.map((breach) => (
            <Timeline.Item
              key={`${breach.disclosedOn}-${breach.kind}-${breach.summary}`}
              title={`${formatDay(breach.disclosedOn)} · ${breach.kind}`}
              color="red"
            >
              <Text size="sm">{breach.summary}</Text>
              <Text size="xs" c="dimmed">
                {formatCount(breach.recordsExposed)} records exposed
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </ProfileSection>
    </SubPageFrame>
  );
}
