import { SimpleGrid } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { formatAbbreviatedNumber, missingValue } from "@tierwise/common/formatting";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst, oldestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { formatCount, formatDay, formatUsd } from "../format.ts";
import { DonutFigure } from "../sections/DonutFigure.tsx";
import { EmployeesByYearChart } from "../sections/EmployeesByYearChart.tsx";
import { PagedTable } from "../sections/PagedTable.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";

const areaKeys = subPageAreas.performance;

/** Performance: traffic, headcount, salaries, hiring, government awards and patents. */
export function PerformancePage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const traffic = oldestFirst(areas?.websiteTraffic?.records ?? [], (row) => row.month);
  const headcount = oldestFirst(areas?.employees?.records ?? [], (row) => row.year);
  const salaries = [...(areas?.salaries?.records ?? [])].sort((a, b) => b.medianUsd - a.medianUsd);
  const hiring = [...(areas?.hiringCategories?.records ?? [])]
    .filter((row) => row.openings > 0)
    .sort((a, b) => b.openings - a.openings);
  const awards = newestFirst(areas?.governmentAwards?.records ?? [], (row) => row.actionDate);
  const patents = newestFirst(areas?.patents?.records ?? [], (row) => row.filedOn);

  return (
    <SubPageFrame
      subPage="performance"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Website traffic"
          provenance={areaProvenance(areas?.websiteTraffic)}
          empty={traffic.length === 0}
          emptyText="No website traffic data found."
        >
          <SeriesChart
            title="Monthly website visits"
            kind="line"
            data={traffic.map((row) => ({ month: row.month, visits: row.visits }))}
            dataKey="month"
            dataKeyLabel="Month"
            series={[{ name: "visits", label: "Visits", color: "indigo.6" }]}
            format={formatAbbreviatedNumber}
          />
        </ProfileSection>

        <ProfileSection
          title="Headcount"
          provenance={areaProvenance(areas?.employees)}
          empty={headcount.length === 0}
          emptyText="No headcount history found."
        >
          <EmployeesByYearChart rows={headcount} />
        </ProfileSection>

        <ProfileSection
          title="Salaries"
          provenance={areaProvenance(areas?.salaries)}
          empty={salaries.length === 0}
          emptyText="No salary data found."
        >
          <SeriesChart
            title="Median salary by job title"
            kind="horizontal-bar"
            data={salaries.map((row) => ({ jobTitle: row.jobTitle, medianUsd: row.medianUsd }))}
            dataKey="jobTitle"
            dataKeyLabel="Job title"
            series={[{ name: "medianUsd", label: "Median salary (USD)", color: "teal.6" }]}
            format={(value) => formatUsd(value)}
          />
        </ProfileSection>

        <ProfileSection
          title="Hiring categories"
          provenance={areaProvenance(areas?.hiringCategories)}
          empty={hiring.length === 0}
          emptyText="No open positions found."
        >
          <DonutFigure
            title="Open positions by category"
            nameLabel="Category"
            valueLabel="Open positions"
            slices={hiring.map((row) => ({ name: row.category, value: row.openings }))}
            format={formatCount}
          />
        </ProfileSection>
      </SimpleGrid>

      <ProfileSection
        title="Government awards"
        provenance={areaProvenance(areas?.governmentAwards)}
        empty={awards.length === 0}
        emptyText="No government spending awards found."
      >
        <PagedTable
          caption="Government spending awards"
          minWidth={900}
          rows={awards}
          rowKey={(award) => award.awardUniqueKey}
          columns={[
            { header: "Award ID", cell: (award) => award.awardId },
            { header: "Type", cell: (award) => award.awardType },
            {
              header: "Amount",
              cell: (award) => formatUsd(award.awardAmount, false),
              numeric: true,
            },
            { header: "Recipient", cell: (award) => award.recipientName },
            {
              header: "Awarding agency",
              cell: (award) =>
                award.awardingSubAgency
                  ? `${award.awardingAgency} – ${award.awardingSubAgency}`
                  : award.awardingAgency,
            },
            { header: "Action date", cell: (award) => formatDay(award.actionDate) },
            {
              header: "Period",
              cell: (award) =>
                award.startDate || award.endDate
                  ? `${formatDay(award.startDate)} – ${formatDay(award.endDate)}`
                  : missingValue,
            },
            {
              header: "Loan face value",
              cell: (award) => formatUsd(award.faceValueOfLoan, false),
              numeric: true,
            },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Patents"
        provenance={areaProvenance(areas?.patents)}
        empty={patents.length === 0}
        emptyText="No patents found."
      >
        <PagedTable
          caption="Patents"
          minWidth={640}
          rows={patents}
          rowKey={(patent) => patent.applicationNumber}
          columns={[
            { header: "Application number", cell: (patent) => patent.applicationNumber },
            { header: "Title", cell: (patent) => patent.title },
            { header: "Office", cell: (patent) => patent.office },
            { header: "Filed", cell: (patent) => formatDay(patent.filedOn) },
            { header: "Granted", cell: (patent) => formatDay(patent.grantedOn) },
          ]}
        />
      </ProfileSection>
    </SubPageFrame>
  );
}
