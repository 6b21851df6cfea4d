import { useQuery } from "@apollo/client/react";
import { Anchor, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { subPageAreas } from "@tierwise/common/company-profile";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { missingValue } from "@tierwise/common/formatting";
import { Link } from "react-router";
import { CompanyRiskCard } from "../../../risk/company/CompanyRiskCard.tsx";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { fieldProvenance } from "../areas/field-provenance.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { oldestFirst } from "../areas/parse-profile-areas.ts";
import { SourceNote } from "../areas/SourceNote.tsx";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { headquarters, locationLabel } from "../company-location.ts";
import { useCompanyProfile } from "../company-profile-context.ts";
import {
  formatCoordinate,
  formatCount,
  formatDay,
  formatShare,
  formatUsd,
  websiteHref,
} from "../format.ts";
import { companyPath } from "../profile-paths.ts";
import { EmployeesByYearChart } from "../sections/EmployeesByYearChart.tsx";
import { ExternalLink } from "../sections/ExternalLink.tsx";
import { FactList } from "../sections/FactList.tsx";
import { FeedSection } from "../sections/FeedSection.tsx";
import { FundingRoundsSection } from "../sections/FundingRoundsSection.tsx";
import { COMPETITOR_SUGGESTIONS_QUERY } from "./overview.graphql.ts";

const areaKeys = subPageAreas.overview;
/** Facts the header row of the company holds (each with its own provenance). */
const factFields = ["foundedYear", "employeeCount", "website", "revenueUsd", "creditScore"];

/** Overview (the default sub-page): summary, key facts, people, funding, news and location. */
export function OverviewPage() {
  const { company } = useCompanyProfile();
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys);
  const { data: suggestionsData } = useQuery(COMPETITOR_SUGGESTIONS_QUERY, {
    variables: { id: company.id, first: companySearchLimits.competitorSuggestions },
  });
  const summary = areas?.summary?.records[0] ?? null;
  const website = summary?.website ?? company.website;
  const metrics = company.metrics;
  const executives = areas?.keyExecutives?.records ?? [];
  const employees = oldestFirst(areas?.employees?.records ?? [], (row) => row.year);
  const competitors = [...(areas?.competitors?.records ?? [])].sort(
    (a, b) => b.similarity - a.similarity,
  );
  const suggestions = (suggestionsData?.companyById?.competitorSuggestions ?? []).filter(
    (suggestion) => !competitors.some((competitor) => competitor.slug === suggestion.slug),
  );
  const hq = headquarters(company);

  return (
    <SubPageFrame
      subPage="overview"
      sources={areaSources(areas, areaKeys)}
      loading={loading}
      failed={failed}
      onRetry={retry}
    >
      <CompanyRiskCard companyId={company.id} riskPath={companyPath(company.slug, "risk")} />

      <ProfileSection title="Summary" provenance={areaProvenance(areas?.summary)}>
        <Stack gap="md">
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {summary?.description || "No description available."}
          </Text>
          <FactList
            facts={[
              {
                label: "Founded",
                value: summary?.foundedYear ?? metrics.foundedYear ?? missingValue,
              },
              { label: "Employees", value: formatCount(metrics.employeeCount) },
              {
                label: "Website",
                value: website ? (
                  <ExternalLink href={websiteHref(website)}>{website}</ExternalLink>
                ) : (
                  missingValue
                ),
              },
              { label: "Revenue", value: formatUsd(metrics.revenueUsd) },
              {
                label: "Credit score",
                value:
                  metrics.creditScore === null
                    ? missingValue
                    : `${metrics.creditScore}${metrics.creditRating ? ` (${metrics.creditRating})` : ""}`,
              },
              { label: "Legal form", value: summary?.legalForm ?? missingValue },
              { label: "Phone", value: summary?.phone ?? missingValue },
              { label: "Stock ticker", value: summary?.stockTicker ?? missingValue },
              { label: "Family role", value: company.familyRole ?? missingValue },
            ]}
          />
          {fieldProvenance(company.provenance, factFields).map((provenance) => (
            <SourceNote
              key={`${provenance.source}${provenance.fetchedAt}`}
              provenance={provenance}
            />
          ))}
        </Stack>
      </ProfileSection>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Key executives"
          provenance={areaProvenance(areas?.keyExecutives)}
          empty={executives.length === 0}
          emptyText="No key executives found."
        >
          <ProfileTable
            caption="Key executives"
            minWidth={420}
            rows={executives}
            rowKey={(executive, index) => `${executive.name}-${index}`}
            columns={[
              { header: "Name", cell: (executive) => executive.name },
              { header: "Title", cell: (executive) => executive.title },
              { header: "Since", cell: (executive) => formatDay(executive.since) },
            ]}
          />
        </ProfileSection>

        <ProfileSection
          title="Employees"
          provenance={areaProvenance(areas?.employees)}
          empty={employees.length === 0}
          emptyText="No employee history found."
        >
          <EmployeesByYearChart rows={employees} />
        </ProfileSection>
      </SimpleGrid>

      <FundingRoundsSection area={areas?.fundingRounds} />

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <FeedSection title="Latest news" area={areas?.news} emptyText="No news found." />
        <FeedSection title="Blogs" area={areas?.blogs} emptyText="No blog posts found." />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Competitors"
          provenance={areaProvenance(areas?.competitors)}
          empty={competitors.length === 0 && suggestions.length === 0}
          emptyText="No competitors found."
        >
          <Stack gap="xs">
            {competitors.length > 0 ? (
              <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: "none" }}>
                {competitors.map((competitor) => (
                  <Group component="li" key={competitor.name} justify="space-between" wrap="nowrap">
                    {competitor.slug ? (
                      <Anchor component={Link} to={companyPath(competitor.slug)} size="sm">
                        {competitor.name}
                      </Anchor>
                    ) : (
                      <Text size="sm">{competitor.name}</Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatShare(competitor.similarity)} similar
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : null}
            {suggestions.length > 0 ? (
              <Text size="sm" c="dimmed">
                Similar companies:{" "}
                {suggestions.map((suggestion, index) => (
                  <span key={suggestion.id}>
                    {index > 0 ? ", " : null}
                    <Anchor component={Link} to={companyPath(suggestion.slug)} size="sm">
                      {suggestion.displayName}
                    </Anchor>
                  </span>
                ))}
              </Text>
            ) : null}
          </Stack>
        </ProfileSection>

        <ProfileSection title="Location" empty={!hq} emptyText="No location known.">
          {hq ? (
            <Stack gap={4}>
              <Text size="sm">
                {hq.hq ? "Headquarters: " : null}
                {locationLabel(hq) || missingValue}
              </Text>
              {hq.geoLocation ? (
                <Text size="sm" c="dimmed">
                  Coordinates: {formatCoordinate(hq.geoLocation.lat, "lat")},{" "}
                  {formatCoordinate(hq.geoLocation.lon, "lon")}
                </Text>
              ) : null}
              {fieldProvenance(company.provenance, [
                "location",
                "city",
                "countryCode",
                "latitude",
              ]).map((provenance) => (
                <SourceNote
                  key={`${provenance.source}${provenance.fetchedAt}`}
                  provenance={provenance}
                />
              ))}
            </Stack>
          ) : null}
        </ProfileSection>
      </SimpleGrid>
    </SubPageFrame>
  );
}
