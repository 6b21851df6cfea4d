import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Anchor, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import { companyMessages } from "@tierwise/common/company-messages";
import { messages } from "@tierwise/common/messages";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { usePageTitle } from "../../app/page-title.ts";
import { listPlaceholder } from "../../ui/ListPlaceholder.tsx";
import { downloadCoordinator } from "./app-download-coordinator.ts";
import type { DownloadCoordinator } from "./download-coordinator.ts";
import { pollIntervalMs } from "./export-download.ts";
import {
  EXPORT_JOB_QUERY,
  type ExportJob,
  isExportJob,
  RETRY_EXPORT_JOB,
} from "./exports.graphql.ts";
import { downloadFile } from "./file-download.ts";

export type DownloadPageKind = "companies" | "pdf";

type DownloadPageProps = {
  kind: DownloadPageKind;
  /** Start saving the file as soon as it is ready (default true). */
  autoStart?: boolean;
  coordinator?: DownloadCoordinator;
  intervalMs?: number;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const titles: Record<DownloadPageKind, string> = {
  companies: "Companies export",
  pdf: "Company profile PDF",
};

/**
 * /export-companies-download/{uuid} and /pdf-download/{uuid} (spec 1 §2): waits for the file
 * with a progress bar, then saves it once and offers a "Download file" link; a failure offers
 * a retry; an unknown, expired or someone else's job is not found.
 */
export function DownloadPage({
  kind,
  autoStart = true,
  coordinator = downloadCoordinator,
  intervalMs = pollIntervalMs,
}: DownloadPageProps) {
  const { uuid = "" } = useParams();
  const validId = uuidPattern.test(uuid);
  const { data, error, loading, refetch } = useQuery(EXPORT_JOB_QUERY, {
    variables: { id: uuid },
    skip: !validId,
    fetchPolicy: "network-only",
    notifyOnNetworkStatusChange: false,
  });
  const result = data?.exportJob;
  const job = isExportJob(result) && (result.kind === "PDF") === (kind === "pdf") ? result : null;
  const finished = job?.status === "DONE" || job?.status === "FAILED";
  const notFound = !validId || (result !== undefined && job === null);
  usePageTitle(job ? `${titles[kind]}: ${job.fileName}` : titles[kind]);

  // Poll until the job has finished; Apollo's pollInterval would keep going.
  useEffect(() => {
    if (!job || finished) return;
    const timer = setTimeout(() => void refetch().catch(() => undefined), intervalMs);
    return () => clearTimeout(timer);
  }, [job, finished, refetch, intervalMs]);

  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!autoStart || job?.status !== "DONE" || !job.downloadUrl) return;
    if (started.current === job.id) return;
    started.current = job.id;
    const url = job.downloadUrl;
    void coordinator.run(job.format, ({ signal }) =>
      downloadFile(url, { fallbackName: job.fileName, signal }).then(() => undefined),
    );
  }, [autoStart, job, coordinator]);

  if (notFound) return <DownloadNotFound title={titles[kind]} />;
  const placeholder = listPlaceholder({
    failed: Boolean(error) && !result,
    loading: !result,
    empty: false,
    skeletonRows: 2,
    onRetry: () => void refetch().catch(() => undefined),
  });
  return (
    <Stack gap="lg" maw={640} aria-busy={loading || (job !== null && !finished)}>
      <Title order={1}>{titles[kind]}</Title>
      {placeholder ?? (job && <JobState job={job} />)}
    </Stack>
  );
}

function JobState({ job }: { job: ExportJob }) {
  const navigate = useNavigate();
  const [retry, retryState] = useMutation(RETRY_EXPORT_JOB);
  const expires = new Date(job.expiresAt).toLocaleString("en-US");

  if (job.status === "FAILED") {
    const tryAgain = async () => {
      const { data } = await retry({ variables: { id: job.id } }).catch(() => ({ data: null }));
      const next = data?.retryExportJob;
      if (isExportJob(next)) await navigate(next.pageUrl);
    };
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert" title="Download failed">
          {job.error ?? companyMessages.downloadFailed}
        </Alert>
        <Group>
          <Button onClick={() => void tryAgain()} loading={retryState.loading}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  }

  if (job.status === "DONE" && job.downloadUrl) {
    return (
      <Stack gap="sm">
        <Text>
          {job.fileName}
          {job.kind === "COMPANIES" && job.rowCount !== null ? ` · ${job.rowCount} companies` : ""}
        </Text>
        <Progress value={100} aria-label="Download progress" />
        <Text>
          Your file is ready. If the download did not start,{" "}
          <Anchor href={job.downloadUrl} download={job.fileName}>
            Download file
          </Anchor>
          .
        </Text>
        <Text size="sm" c="dimmed">
          Available until {expires}.
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text>{messages.downloadPreparing(job.format)}</Text>
      <Progress value={job.progress} aria-label="Download progress" animated />
      <Text size="sm" c="dimmed">
        {job.progress}% · you may leave this page and come back to it.
      </Text>
    </Stack>
  );
}

function DownloadNotFound({ title }: { title: string }) {
  return (
    <Stack gap="sm" maw={640}>
      <Title order={1}>{title}</Title>
      <Alert color="gray" title="Download not found">
        {companyMessages.downloadNotFound}
      </Alert>
      <Anchor component={Link} to="/">
        Go to the home page
      </Anchor>
    </Stack>
  );
}
