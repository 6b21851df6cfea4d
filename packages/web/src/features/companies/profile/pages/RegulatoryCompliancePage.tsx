import { Badge } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { formatPercent } from "@tierwise/common/formatting";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { countryLabel } from "../company-location.ts";
import { formatDay, formatUsd } from "../format.ts";
import { ExternalLink } from "../sections/ExternalLink.tsx";
import { PagedTable } from "../sections/PagedTable.tsx";

const areaKeys = subPageAreas["regulatory-and-compliance"];

const filingColors: Readonly<Record<string, string>> = {
  open: "orange",
  closed: "gray",
  dismissed: "gray",
  settled: "blue",
};

/** Regulatory and compliance: sanctions, PEPs, enforcement, court filings and adverse media. */
export function RegulatoryCompliancePage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const sanctions = [...(areas?.sanctions?.records ?? [])].sort((a, b) => b.score - a.score);
  const peps = areas?.politicallyExposedPersons?.records ?? [];
  const enforcement = newestFirst(
    areas?.regulatoryEnforcement?.records ?? [],
    (row) => row.actionOn,
  );
  const filings = newestFirst(areas?.courtFilings?.records ?? [], (row) => row.filedOn);
  const media = newestFirst(areas?.adverseMedia?.records ?? [], (row) => row.publishedOn);

  return (
    <SubPageFrame
      subPage="regulatory-and-compliance"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <ProfileSection
        title="Sanctions"
        provenance={areaProvenance(areas?.sanctions)}
        empty={sanctions.length === 0}
        emptyText="No sanctions matches found."
      >
        <PagedTable
          caption="Sanctions matches"
          minWidth={720}
          rows={sanctions}
          rowKey={(row, index) => `${row.listName}-${row.matchedName}-${index}`}
          columns={[
            { header: "List", cell: (row) => row.listName },
            { header: "Program", cell: (row) => row.program },
            { header: "Matched name", cell: (row) => row.matchedName },
            {
              header: "Subject",
              cell: (row) => (row.subject === "company" ? "Company" : "Executive"),
            },
            { header: "Score", cell: (row) => formatPercent(row.score), numeric: true },
            { header: "Listed on", cell: (row) => formatDay(row.listedOn) },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Politically exposed persons"
        provenance={areaProvenance(areas?.politicallyExposedPersons)}
        empty={peps.length === 0}
        emptyText="No politically exposed persons found."
      >
        <PagedTable
          caption="Politically exposed persons"
          rows={peps}
          rowKey={(row, index) => `${row.name}-${index}`}
          columns={[
            { header: "Name", cell: (row) => row.name },
            { header: "Position", cell: (row) => row.position },
            { header: "Country", cell: (row) => countryLabel(row.country) },
            { header: "Relation", cell: (row) => row.relation },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Regulatory enforcement"
        provenance={areaProvenance(areas?.regulatoryEnforcement)}
        empty={enforcement.length === 0}
        emptyText="No regulatory enforcement actions found."
      >
        <PagedTable
          caption="Regulatory enforcement actions"
          rows={enforcement}
          rowKey={(row, index) => `${row.actionOn}-${row.agency}-${index}`}
          columns={[
            { header: "Date", cell: (row) => formatDay(row.actionOn) },
            { header: "Agency", cell: (row) => row.agency },
            { header: "Action", cell: (row) => row.action },
            { header: "Penalty", cell: (row) => formatUsd(row.penaltyUsd, false), numeric: true },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Court filings"
        provenance={areaProvenance(areas?.courtFilings)}
        empty={filings.length === 0}
        emptyText="No court filings found."
      >
        <PagedTable
          caption="Court filings"
          minWidth={640}
          rows={filings}
          rowKey={(row) => `${row.court}-${row.caseNumber}`}
          columns={[
            { header: "Filed", cell: (row) => formatDay(row.filedOn) },
            { header: "Court", cell: (row) => row.court },
            { header: "Case number", cell: (row) => row.caseNumber },
            { header: "Kind", cell: (row) => row.kind },
            {
              header: "Status",
              cell: (row) => (
                <Badge color={filingColors[row.status] ?? "gray"} variant="light">
                  {row.status}
                </Badge>
              ),
            },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Adverse media"
        provenance={areaProvenance(areas?.adverseMedia)}
        empty={media.length === 0}
        emptyText="No adverse media found."
      >
        <PagedTable
          caption="Adverse media"
          minWidth={640}
          rows={media}
          rowKey={(row, index) => `${row.url}-${index}`}
          columns={[
            { header: "Published", cell: (row) => formatDay(row.publishedOn) },
            {
              header: "Headline",
              cell: (row) => <ExternalLink href={row.url}>{row.headline}</ExternalLink>,
            },
            { header: "Category", cell: (row) => row.category },
            { header: "Source", cell: (row) => row.source },
          ]}
        />
      </ProfileSection>
    </SubPageFrame>
  );
}
