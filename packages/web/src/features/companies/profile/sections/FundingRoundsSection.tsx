import { BarChart } from "@mantine/charts";
import { Stack } from "@mantine/core";
import { ChartFigure } from "../../../../ui/charts/ChartFigure.tsx";
import { areaProvenance } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { ProfileTable } from "../areas/ProfileTable.tsx";
import { type AreaData, oldestFirst } from "../areas/parse-profile-areas.ts";
import { formatDay, formatUsd } from "../format.ts";

/** Funding rounds: amounts over time as bars, then every round with its investors. */
export function FundingRoundsSection({ area }: { area: AreaData<"fundingRounds"> | undefined }) {
  const rounds = oldestFirst(area?.records ?? [], (round) => round.announcedOn);
  const withAmount = rounds.filter((round) => round.amountUsd !== null);
  const chartRows = withAmount.map((round) => ({
    label: `${round.roundType} (${round.announcedOn.slice(0, 7)})`,
    amountUsd: round.amountUsd ?? 0,
  }));
  return (
    <ProfileSection
      title="Funding rounds"
      provenance={areaProvenance(area)}
      empty={rounds.length === 0}
      emptyText="No funding rounds found."
    >
      <Stack gap="md">
        {chartRows.length > 0 ? (
          <ChartFigure
            title="Funding amount by round"
            table={{
              columns: ["Round", "Amount (USD)"],
              rows: chartRows.map((row) => [row.label, formatUsd(row.amountUsd)]),
            }}
          >
            <BarChart
              h={220}
              data={chartRows}
              dataKey="label"
              series={[{ name: "amountUsd", label: "Amount (USD)", color: "teal.6" }]}
              valueFormatter={(value) => formatUsd(value)}
              tickLine="y"
            />
          </ChartFigure>
        ) : null}
        <ProfileTable
          caption="Funding rounds"
          rows={[...rounds].reverse()}
          rowKey={(round, index) => `${round.announcedOn}-${round.roundType}-${index}`}
          columns={[
            { header: "Announced", cell: (round) => formatDay(round.announcedOn) },
            { header: "Round", cell: (round) => round.roundType },
            { header: "Amount", cell: (round) => formatUsd(round.amountUsd), numeric: true },
            {
              header: "Investors",
              cell: (round) => round.investors.map((investor) => investor.name).join(", ") || "—",
            },
          ]}
        />
      </Stack>
    </ProfileSection>
  );
}
