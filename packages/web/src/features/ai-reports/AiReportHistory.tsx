import { Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { aiReportLimits } from "@tierwise/common/ai-reports";
import { useId } from "react";
import { formatDateTime } from "../risk/risk-format.ts";
import type { AiReportHead, AiReportOverview } from "./ai-report-overview.graphql.ts";
import { RiskLevelBadge } from "./RiskLevelBadge.tsx";

const itemStyle = {
  border: "1px solid var(--mantine-color-default-border)",
  borderRadius: "var(--mantine-radius-sm)",
};

/**
 * The company's report versions, newest first (spec 3 §7, §9: the first 10; reports in error are
 * never listed). Opening one shows that version; the one shown is marked as current.
 */
export function AiReportHistory({
  history,
  shownId,
  onOpen,
}: {
  history: AiReportOverview["history"];
  shownId: string | null;
  onOpen: (id: string) => void;
}) {
  const titleId = useId();
  // The server already leaves errors out and cuts at 10; the page holds to it whatever comes.
  const reports = history.edges
    .map((edge) => edge.node)
    .filter((report) => report.status !== "error")
    .slice(0, aiReportLimits.historyFirst);
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId} mb="xs">
        History
      </Title>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: "none" }}>
        {reports.map((report) => (
          <li key={report.id}>
            {report.status === "in_progress" ? (
              <Text size="sm" p="xs" c="dimmed" style={itemStyle}>
                {versionName(report)} · being generated
              </Text>
            ) : (
              <UnstyledButton
                w="100%"
                p="xs"
                style={itemStyle}
                aria-current={report.id === shownId ? "true" : undefined}
                bg={report.id === shownId ? "var(--mantine-color-default-hover)" : undefined}
                onClick={() => onOpen(report.id)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{versionName(report)}</Text>
                  <RiskLevelBadge level={report.riskLevel} size="sm" />
                </Group>
              </UnstyledButton>
            )}
          </li>
        ))}
      </Stack>
    </section>
  );
}

/** "Version 3, 26 Nov 2026, 09:00, Ada Lovelace": what tells the versions apart. */
export function versionName(report: AiReportHead): string {
  return [
    `Version ${report.version}`,
    formatDateTime(report.createdAt),
    report.createdBy?.name ?? null,
  ]
    .filter(Boolean)
    .join(", ");
}
