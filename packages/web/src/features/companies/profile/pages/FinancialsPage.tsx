import { useQuery } from "@apollo/client/react";
import { Badge, SimpleGrid, Stack, Table, VisuallyHidden } from "@mantine/core";
import { formatCurrency, missingValue } from "@tierwise/common/formatting";
import { useMemo } from "react";
import { areaSources } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { parseProfileAreas } from "../areas/parse-profile-areas.ts";
import type { Provenance } from "../areas/provider-labels.ts";
import { SubPageFrame } from "../areas/SubPageFrame.tsx";
import { useCompanyProfile } from "../company-profile-context.ts";
import { FundingRoundsSection } from "../sections/FundingRoundsSection.tsx";
import { SeriesChart } from "../sections/SeriesChart.tsx";
import {
  altmanZoneLabels,
  chartableYears,
  latestYears,
  statements,
} from "./financial-statements.ts";
import { FINANCIALS_QUERY, type FinancialYear } from "./financials.graphql.ts";

const ratio = (value: number | null) => (value === null ? missingValue : value.toFixed(2));

function yearsProvenance(years: readonly FinancialYear[]): Provenance | null {
  const newest = latestYears(years, 1)[0];
  if (!newest) return null;
  const others = years.filter((year) => year.source !== newest.source);
  return {
    source: newest.source,
    fetchedAt: newest.fetchedAt,
    alternatives: [...new Map(others.map((year) => [year.source, year])).values()].map((year) => ({
      source: year.source,
      fetchedAt: year.fetchedAt,
    })),
  };
}

/** One statement: its lines down, the fiscal years across, each year's currency in its header. */
function StatementTable({ title, years }: { title: string; years: readonly FinancialYear[] }) {
  const statement = statements.find((item) => item.title === title);
  if (!statement) return null;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped fz="sm" verticalSpacing="xs">
        <VisuallyHidden component="caption">{title}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Line item</Table.Th>
            {years.map((year) => (
              <Table.Th key={year.fiscalYear} scope="col" ta="right">
                FY {year.fiscalYear} ({year.currency})
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Th scope="row" fw={400}>
                {line.label}
              </Table.Th>
              {years.map((year) => (
                <Table.Td key={year.fiscalYear} ta="right">
                  {formatCurrency(year[line.key], year.currency, { abbreviate: true })}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Financials: statements per fiscal year, ratios with the Altman zone, and funding rounds. */
export function FinancialsPage() {
  const { company } = useCompanyProfile();
  const { data, loading, error, refetch } = useQuery(FINANCIALS_QUERY, {
    variables: { id: company.id },
  });
  const result = data?.companyById;
  const areas = useMemo(() => (result ? parseProfileAreas(result.profile) : null), [result]);
  const years = result?.financials ?? [];
  const shown = latestYears(years);
  const chart = chartableYears(years);
  const provenance = yearsProvenance(years);
  const noStatements = years.length === 0;
  const sources = [
    ...(provenance ? [{ label: "Financial statements", provenance }] : []),
    ...areaSources(areas, ["fundingRounds"]),
  ];

  return (
    <SubPageFrame
      subPage="financials"
      sources={sources}
      loading={loading && !data}
      failed={Boolean(error) && !data}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ProfileSection
          title="Revenue and net income"
          provenance={provenance}
          empty={chart.years.length === 0}
          emptyText="No financial statements found."
        >
          <SeriesChart
            title={`Revenue and net income by fiscal year (${chart.currency ?? ""})`}
            kind="bar"
            data={chart.years.map((year) => ({
              year: `FY ${year.fiscalYear}`,
              revenue: year.revenue,
              netIncome: year.netIncome,
            }))}
            dataKey="year"
            dataKeyLabel="Fiscal year"
            series={[
              { name: "revenue", label: "Revenue", color: "blue.6" },
              { name: "netIncome", label: "Net income", color: "teal.6" },
            ]}
            format={(value) => formatCurrency(value, chart.currency ?? "USD", { abbreviate: true })}
          />
        </ProfileSection>

        <ProfileSection
          title="Ratios"
          provenance={provenance}
          empty={noStatements}
          emptyText="No ratios available."
        >
          <SeriesChart
            title="Ratios by fiscal year"
            kind="line"
            data={[...years]
              .sort((a, b) => a.fiscalYear - b.fiscalYear)
              .map((year) => ({
                year: `FY ${year.fiscalYear}`,
                currentRatio: year.ratios.currentRatio,
                quickRatio: year.ratios.quickRatio,
                debtToEquity: year.ratios.debtToEquity,
                altmanZScore: year.ratios.altmanZScore,
              }))}
            dataKey="year"
            dataKeyLabel="Fiscal year"
            series={[
              { name: "currentRatio", label: "Current ratio", color: "blue.6" },
              { name: "quickRatio", label: "Quick ratio", color: "cyan.6" },
              { name: "debtToEquity", label: "Debt to equity", color: "orange.6" },
              { name: "altmanZScore", label: "Altman Z-score", color: "grape.6" },
            ]}
            format={(value) => value.toFixed(2)}
          />
        </ProfileSection>
      </SimpleGrid>

      <ProfileSection
        title="Financial ratios"
        provenance={provenance}
        empty={noStatements}
        emptyText="No ratios available."
      >
        <Table.ScrollContainer minWidth={620}>
          <Table striped fz="sm" verticalSpacing="xs">
            <VisuallyHidden component="caption">Financial ratios</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Fiscal year</Table.Th>
                <Table.Th scope="col" ta="right">
                  Current ratio
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Quick ratio
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Debt to equity
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Altman Z-score
                </Table.Th>
                <Table.Th scope="col">Altman zone</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((year) => {
                const zone = year.ratios.altmanZone
                  ? altmanZoneLabels[year.ratios.altmanZone]
                  : undefined;
                return (
                  <Table.Tr key={year.fiscalYear}>
                    <Table.Th scope="row" fw={400}>
                      FY {year.fiscalYear}
                    </Table.Th>
                    <Table.Td ta="right">{ratio(year.ratios.currentRatio)}</Table.Td>
                    <Table.Td ta="right">{ratio(year.ratios.quickRatio)}</Table.Td>
                    <Table.Td ta="right">{ratio(year.ratios.debtToEquity)}</Table.Td>
                    <Table.Td ta="right">{ratio(year.ratios.altmanZScore)}</Table.Td>
                    <Table.Td>
                      {zone ? (
                        <Badge color={zone.color} variant="light">
                          {zone.label}
                        </Badge>
                      ) : (
                        missingValue
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ProfileSection>

      <Stack gap="md">
        {statements.map((statement) => (
          <ProfileSection
            key={statement.title}
            title={statement.title}
            provenance={provenance}
            empty={noStatements}
            emptyText="No financial statements found."
          >
            <StatementTable title={statement.title} years={shown} />
          </ProfileSection>
        ))}
      </Stack>

      <FundingRoundsSection area={areas?.fundingRounds} />
    </SubPageFrame>
  );
}
