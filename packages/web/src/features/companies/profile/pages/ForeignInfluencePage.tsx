import { Badge, SimpleGrid } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { missingValue } from "@tierwise/common/formatting";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { countryLabel } from "../company-location.ts";
import { formatDay, formatShare } from "../format.ts";
import { FactList } from "../sections/FactList.tsx";
import { PagedTable } from "../sections/PagedTable.tsx";

const areaKeys = subPageAreas["foreign-influence"];

const riskColors = { low: "green", medium: "yellow", high: "red" } as const;
const riskOrder = { high: 0, medium: 1, low: 2 } as const;

function RiskBadge({ risk }: { risk: keyof typeof riskColors }) {
  return (
    <Badge color={riskColors[risk]} variant="light">
      {risk}
    </Badge>
  );
}

/** Foreign influence: state ownership, forced labour, foreign affiliations, technology transfer. */
export function ForeignInfluencePage() {
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const stateOwned = areas?.stateOwnedEntity?.records[0];
  const forcedLabor = [...(areas?.forcedLaborRisks?.records ?? [])].sort(
    (a, b) => riskOrder[a.risk] - riskOrder[b.risk],
  );
  const affiliations = newestFirst(areas?.foreignAffiliations?.records ?? [], (row) => row.since);
  const techTransfer = [...(areas?.technologyTransferRisks?.records ?? [])].sort(
    (a, b) => riskOrder[a.risk] - riskOrder[b.risk],
  );

  return (
    <SubPageFrame
      subPage="foreign-influence"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="State-owned entity"
          provenance={areaProvenance(areas?.stateOwnedEntity)}
          empty={!stateOwned}
          emptyText="No state ownership information found."
        >
          {stateOwned ? (
            <FactList
              facts={[
                {
                  label: "State-owned",
                  value: (
                    <Badge color={stateOwned.isStateOwned ? "red" : "green"} variant="light">
                      {stateOwned.isStateOwned ? "Yes" : "No"}
                    </Badge>
                  ),
                },
                {
                  label: "State",
                  value: stateOwned.state ? countryLabel(stateOwned.state) : missingValue,
                },
                { label: "Ownership share", value: formatShare(stateOwned.ownershipShare) },
              ]}
            />
          ) : null}
        </ProfileSection>

        <ProfileSection
          title="Forced labour risks"
          provenance={areaProvenance(areas?.forcedLaborRisks)}
          empty={forcedLabor.length === 0}
          emptyText="No forced labour risks found."
        >
          <PagedTable
            caption="Forced labour risks"
            minWidth={420}
            rows={forcedLabor}
            rowKey={(row, index) => `${row.region}-${index}`}
            columns={[
              { header: "Region", cell: (row) => row.region },
              { header: "Risk", cell: (row) => <RiskBadge risk={row.risk} /> },
              { header: "Reason", cell: (row) => row.reason },
            ]}
          />
        </ProfileSection>
      </SimpleGrid>

      <ProfileSection
        title="Foreign affiliations"
        provenance={areaProvenance(areas?.foreignAffiliations)}
        empty={affiliations.length === 0}
        emptyText="No foreign affiliations found."
      >
        <PagedTable
          caption="Foreign affiliations"
          rows={affiliations}
          rowKey={(row, index) => `${row.entityName}-${index}`}
          columns={[
            { header: "Entity", cell: (row) => row.entityName },
            { header: "Country", cell: (row) => countryLabel(row.country) },
            { header: "Relationship", cell: (row) => row.relationship },
            { header: "Since", cell: (row) => formatDay(row.since) },
          ]}
        />
      </ProfileSection>

      <ProfileSection
        title="Technology transfer risks"
        provenance={areaProvenance(areas?.technologyTransferRisks)}
        empty={techTransfer.length === 0}
        emptyText="No technology transfer risks found."
      >
        <PagedTable
          caption="Technology transfer risks"
          perPage={companySearchLimits.techTransferReportsPerPage}
          rows={techTransfer}
          rowKey={(row) => row.applicationNumber}
          columns={[
            { header: "Application number", cell: (row) => row.applicationNumber },
            { header: "Title", cell: (row) => row.title },
            { header: "Co-applicant country", cell: (row) => countryLabel(row.coApplicantCountry) },
            { header: "Risk", cell: (row) => <RiskBadge risk={row.risk} /> },
          ]}
        />
      </ProfileSection>
    </SubPageFrame>
  );
}
