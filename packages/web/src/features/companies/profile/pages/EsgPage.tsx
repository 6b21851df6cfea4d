import { SimpleGrid } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { formatPercent } from "@tierwise/common/formatting";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { oldestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { formatDay } from "../format.ts";
import { DonutFigure } from "../sections/DonutFigure.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";

const areaKeys = subPageAreas.esg;

const groupLabels = { workforce: "Workforce", leadership: "Leadership", board: "Board" } as const;
const groupOrder = ["workforce", "leadership", "board"] as const;

/** ESG: scores by year, diversity certifications, gender and ethnicity metrics. */
export function EsgPage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const scores = oldestFirst(areas?.esg?.records ?? [], (row) => row.year);
  const certifications = areas?.diversity?.records ?? [];
  const gender = [...(areas?.genderMetrics?.records ?? [])].sort(
    (a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group),
  );
  const ethnicity = [...(areas?.ethnicityMetrics?.records ?? [])].sort((a, b) => b.share - a.share);

  return (
    <SubPageFrame
      subPage="esg"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="ESG scores"
        provenance={areaProvenance(areas?.esg)}
        empty={scores.length === 0}
        emptyText="No ESG scores found."
      >
        <SeriesChart
          title="ESG scores by year (0–100)"
          kind="line"
          data={scores.map((row) => ({
            year: String(row.year),
            environmental: row.environmental,
            social: row.social,
            governance: row.governance,
            total: row.total,
          }))}
          dataKey="year"
          dataKeyLabel="Year"
          series={[
            { name: "environmental", label: "Environmental", color: "green.6" },
            { name: "social", label: "Social", color: "blue.6" },
            { name: "governance", label: "Governance", color: "grape.6" },
            { name: "total", label: "Total", color: "dark.4" },
          ]}
          format={(value) => value.toFixed(1)}
          domain={[0, 100]}
        />
      </ProfileSection>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Gender metrics"
          provenance={areaProvenance(areas?.genderMetrics)}
          empty={gender.length === 0}
          emptyText="No gender metrics found."
        >
          <SeriesChart
            title="Share of women"
            kind="bar"
            data={gender.map((row) => ({ group: groupLabels[row.group], women: row.women * 100 }))}
            dataKey="group"
            dataKeyLabel="Group"
            series={[{ name: "women", label: "Women (%)", color: "pink.6" }]}
            format={formatPercent}
            domain={[0, 100]}
          />
        </ProfileSection>

        <ProfileSection
          title="Ethnicity"
          provenance={areaProvenance(areas?.ethnicityMetrics)}
          empty={ethnicity.length === 0}
          emptyText="No ethnicity metrics found."
        >
          <DonutFigure
            title="Workforce by ethnicity"
            nameLabel="Ethnicity"
            valueLabel="Share"
            slices={ethnicity.map((row) => ({ name: row.ethnicity, value: row.share * 100 }))}
            format={formatPercent}
          />
        </ProfileSection>
      </SimpleGrid>

      <ProfileSection
        title="Diversity certifications"
        provenance={areaProvenance(areas?.diversity)}
        empty={certifications.length === 0}
        emptyText="No diversity certifications found."
      >
        <ProfileTable
          caption="Diversity certifications"
          minWidth={420}
          rows={certifications}
          rowKey={(row, index) => `${row.certification}-${index}`}
          columns={[
            { header: "Certification", cell: (row) => row.certification },
            { header: "Certified by", cell: (row) => row.certifiedBy },
            { header: "Since", cell: (row) => formatDay(row.since) },
          ]}
        />
      </ProfileSection>
    </SubPageFrame>
  );
}
