import { useQuery } from "@apollo/client/react";
import { Badge, List, SimpleGrid, Stack, Text } from "@mantine/core";
import { companyMessages } from "@tierwise/common/company-messages";
import { subPageAreas } from "@tierwise/common/company-profile";
import { areaProvenance, areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { newestFirst, oldestFirst } from "../areas/parse-profile-areas.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useProfileAreas } from "../areas/use-profile-areas.ts";
import { useCompanyProfile } from "../company-profile-context.ts";
import { formatDay, formatUsd } from "../format.ts";
import { FactList } from "../sections/FactList.tsx";
import { ScoreBar } from "../sections/ScoreBar.tsx";
import { ScoreGauge } from "../sections/ScoreGauge.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import { REPORTS_ACCESS_QUERY } from "./reports.graphql.ts";

const areaKeys = subPageAreas.reports;

/** Reports: credit report, credit score, fraud score and viability rating (spec 3 §2, §8). */
export function ReportsPage() {
  const { company } = useCompanyProfile();
  const access = useQuery(REPORTS_ACCESS_QUERY, { variables: { id: company.id } });
  const available = access.data?.companyById?.reportsAvailable;
  const { areas, loading, failed, retry } = useProfileAreas(areaKeys, { skip: available !== true });
  const accessLoading = access.loading && !access.data;
  const accessFailed = Boolean(access.error) && !access.data;

  if (available === false) {
    return (
      <SubPageFrame subPage="reports">
        <Stack gap="xs" role="status" data-testid="reports-unavailable">
          <Badge color="gray" variant="light" size="lg">
            {companyMessages.reportsUnavailableLabel}
          </Badge>
          <Text>{companyMessages.reportsUnavailable}</Text>
        </Stack>
      </SubPageFrame>
    );
  }

  const creditReports = newestFirst(areas?.creditReport?.records ?? [], (r) => r.reportedOn);
  const creditScores = oldestFirst(areas?.creditScore?.records ?? [], (r) => r.scoredOn);
  const fraudScores = newestFirst(areas?.fraudScore?.records ?? [], (r) => r.scoredOn);
  const viability = newestFirst(areas?.viabilityRating?.records ?? [], (r) => r.ratedOn);
  const report = creditReports[0];
  const score = creditScores.at(-1);
  const fraud = fraudScores[0];
  const rating = viability[0];

  return (
    <SubPageFrame
      subPage="reports"
      sources={areaSources(areas, areaKeys)}
      loading={accessLoading || loading}
      failed={accessFailed || failed}
      onRetry={() => {
        void access.refetch().catch(() => undefined);
        retry();
      }}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Credit report"
          provenance={areaProvenance(areas?.creditReport)}
          empty={!report}
          emptyText="No credit report found."
        >
          {report ? (
            <Stack gap="sm">
              <ScoreGauge label="PAYDEX" value={report.paydex} min={0} max={100} />
              <ScoreBar
                label="Failure score"
                value={report.failureScore}
                max={100}
                color="orange"
              />
              <ScoreBar
                label="Delinquency score"
                value={report.delinquencyScore}
                max={100}
                color="orange"
              />
              <FactList
                facts={[
                  {
                    label: "Recommended credit limit",
                    value: formatUsd(report.recommendedCreditLimitUsd, false),
                  },
                  { label: "Reported", value: formatDay(report.reportedOn) },
                ]}
              />
            </Stack>
          ) : null}
        </ProfileSection>

        <ProfileSection
          title="Credit score"
          provenance={areaProvenance(areas?.creditScore)}
          empty={!score}
          emptyText="No credit score found."
        >
          {score ? (
            <Stack gap="sm">
              <ScoreGauge label="Credit score" value={score.score} min={0} max={100} />
              <FactList
                facts={[
                  { label: "Rating", value: score.rating },
                  { label: "Agency rating", value: score.agencyRating },
                  { label: "Scored", value: formatDay(score.scoredOn) },
                ]}
              />
              {creditScores.length > 1 ? (
                <SeriesChart
                  title="Credit score history"
                  kind="line"
                  data={creditScores.map((row) => ({ date: row.scoredOn, score: row.score }))}
                  dataKey="date"
                  dataKeyLabel="Date"
                  series={[{ name: "score", label: "Credit score", color: "blue.6" }]}
                  format={(value) => String(value)}
                  domain={[0, 100]}
                  height={180}
                />
              ) : null}
            </Stack>
          ) : null}
        </ProfileSection>

        <ProfileSection
          title="Fraud score"
          provenance={areaProvenance(areas?.fraudScore)}
          empty={!fraud}
          emptyText="No fraud score found."
        >
          {fraud ? (
            <Stack gap="sm">
              <ScoreGauge
                label="Fraud score"
                value={fraud.score}
                min={0}
                max={100}
                higherIsBetter={false}
              />
              <FactList
                facts={[
                  { label: "Reason", value: fraud.reason },
                  { label: "Scored", value: formatDay(fraud.scoredOn) },
                ]}
              />
            </Stack>
          ) : null}
        </ProfileSection>

        <ProfileSection
          title="Viability rating"
          provenance={areaProvenance(areas?.viabilityRating)}
          empty={!rating}
          emptyText="No viability rating found."
        >
          {rating ? (
            <Stack gap="sm">
              <ScoreBar
                label="Viability score"
                value={rating.viabilityScore}
                max={9}
                color="grape"
              />
              <ScoreBar
                label="Portfolio comparison"
                value={rating.portfolioComparison}
                max={9}
                color="grape"
              />
              <FactList
                facts={[
                  { label: "Rating reason", value: rating.ratingReason },
                  { label: "Rated", value: formatDay(rating.ratedOn) },
                ]}
              />
              {rating.ratingOverrideReasons.length > 0 ? (
                <Stack gap={4}>
                  <Text size="xs" c="dimmed">
                    Rating override reasons
                  </Text>
                  <List size="sm">
                    {rating.ratingOverrideReasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                </Stack>
              ) : null}
            </Stack>
          ) : null}
        </ProfileSection>
      </SimpleGrid>
    </SubPageFrame>
  );
}
