import { useQuery } from "@apollo/client/react";
import { Alert, Button, Group, Loader, Progress, Stack, Text } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { type AiReportType, aiReportMessages } from "@tierwise/common/ai-reports";
import { useEffect, useState } from "react";
import { EmptyState } from "../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../ui/forms/ErrorWithRetry.tsx";
import { AiReportHistory, versionName } from "./AiReportHistory.tsx";
import { AiReportView } from "./AiReportView.tsx";
import { useAiReportOverview } from "./ai-report-access.ts";
import { AI_REPORT_QUERY } from "./ai-reports.graphql.ts";
import { useGenerateAiReport } from "./use-generate-ai-report.ts";

const loader = (
  <Group justify="center" p="md">
    <Loader size="sm" aria-label="Loading" />
  </Group>
);

/**
 * One kind of AI report of a company (spec 3 §4, §7): the report shown (the newest, or a version
 * opened from the history), its generation and the history. `poll`: whether this reader polls
 * while a report is generated (the rail's button already does for the risk summary).
 */
export function AiReportBody({
  companyId,
  type,
  poll,
}: {
  companyId: string;
  type: AiReportType;
  poll: boolean;
}) {
  const overviewResult = useAiReportOverview(companyId, type, { poll });
  const overview = overviewResult.data?.reports;
  const [openedId, setOpenedId] = useState<string | null>(null);
  // The report whose generation this page follows: the one it started, or one seen in progress.
  const [watchedId, setWatchedId] = useState<string | null>(null);
  const [failedToStart, setFailedToStart] = useState(false);
  const inProgressId = overview?.inProgress?.id ?? null;
  useEffect(() => {
    if (inProgressId) setWatchedId(inProgressId);
  }, [inProgressId]);

  // A followed report that is neither in progress nor the newest success may have failed: its
  // own status says (spec 3 §4 "an error status marks a generation error"). Reports in error
  // are in neither the overview nor its history, so it is asked for by id, from the server.
  const ended =
    overview !== undefined &&
    watchedId !== null &&
    inProgressId === null &&
    overview.current?.id !== watchedId;
  const watched = useQuery(AI_REPORT_QUERY, {
    variables: { id: watchedId ?? "" },
    skip: !ended,
    fetchPolicy: "network-only",
  });
  const endedInError = ended && watched.data?.aiReport?.status === "error";
  const errorMessage = watched.data?.aiReport?.errorMessage ?? null;

  const refreshOverview = async () => {
    await overviewResult.refetch().catch(() => undefined);
  };
  const { generate, starting } = useGenerateAiReport(companyId, type, {
    onStarted: async (id) => {
      setOpenedId(null);
      // The overview first, so the new report is known in progress before it is followed.
      await refreshOverview();
      setWatchedId(id);
    },
    onFailure: () => setFailedToStart(true),
    onAlreadyInProgress: refreshOverview,
  });
  const start = () => {
    setFailedToStart(false);
    void generate();
  };

  const shownId = openedId ?? overview?.current?.id ?? null;
  const shown = useQuery(AI_REPORT_QUERY, { variables: { id: shownId ?? "" }, skip: !shownId });

  if (!overview) {
    return overviewResult.error ? (
      <ErrorWithRetry onRetry={retryWith(overviewResult.refetch)} />
    ) : (
      loader
    );
  }
  if (!overview.available) return <Text size="sm">{aiReportMessages.notAvailable}</Text>;

  const generateButton = (
    <Button
      variant="light"
      leftSection={<IconSparkles size={16} aria-hidden />}
      disabled={!overview.canGenerateNew}
      loading={starting}
      onClick={start}
    >
      {overview.current ? "Generate a new report" : "Generate report"}
    </Button>
  );
  const report = shown.data?.aiReport;
  const showingOlder = openedId !== null && openedId !== overview.current?.id;

  return (
    <Stack gap="md">
      {overview.inProgress ? (
        <Stack gap={6} role="status">
          <Text size="sm">{aiReportMessages.generating}</Text>
          <Progress value={100} animated striped aria-label={aiReportMessages.generating} />
        </Stack>
      ) : null}
      {failedToStart || endedInError ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{aiReportMessages.generationFailed}</Text>
            {endedInError && errorMessage && errorMessage !== aiReportMessages.generationFailed ? (
              <Text size="xs" c="dimmed">
                {errorMessage}
              </Text>
            ) : null}
            <Button size="xs" variant="default" onClick={start} loading={starting}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {!overview.current ? (
        overview.inProgress ? null : (
          <EmptyState title={aiReportMessages.noReportYet}>{generateButton}</EmptyState>
        )
      ) : (
        <>
          {overview.inProgress ? null : <Group>{generateButton}</Group>}
          {showingOlder && report ? (
            <Group gap="xs" justify="space-between">
              <Text size="sm" c="dimmed">
                You are viewing {versionName(report)}.
              </Text>
              <Button size="xs" variant="subtle" onClick={() => setOpenedId(null)}>
                Show the latest report
              </Button>
            </Group>
          ) : null}
          {report ? (
            <AiReportView report={report} />
          ) : shown.error ? (
            <ErrorWithRetry onRetry={retryWith(shown.refetch)} />
          ) : (
            loader
          )}
        </>
      )}
      <AiReportHistory history={overview.history} shownId={shownId} onOpen={setOpenedId} />
    </Stack>
  );
}
