import { useQuery } from "@apollo/client/react";
import { Alert, Anchor, Group, Skeleton, Stack, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { ErrorWithRetry, retryWith } from "../../../ui/forms/ErrorWithRetry.tsx";
import { COMPANY_REQUEST_QUERY, type CompanyRequest } from "../company-request.graphql.ts";
import { RequestStatusBadge } from "../RequestStatusBadge.tsx";
import { requestListPath } from "../request-paths.ts";
import { AddLogForm } from "./AddLogForm.tsx";
import { RequestDetails } from "./RequestDetails.tsx";
import { RequestLogList } from "./RequestLogList.tsx";
import { RetireRequestButton } from "./RetireRequestButton.tsx";

function BackLink() {
  return (
    <Anchor component={Link} to={requestListPath("individual")} size="sm">
      ← Company requests
    </Anchor>
  );
}

function LoadedRequest({ request }: { request: CompanyRequest }) {
  const session = useSession();
  const subject = { organizationId: session.organization?.id ?? "", userId: request.creator.id };
  const retired = request.status === "retired";
  return (
    <>
      <Group justify="space-between" align="center">
        <Group gap="sm" align="center">
          <Title order={1}>{request.companyName}</Title>
          <RequestStatusBadge status={request.status} />
        </Group>
        {!retired && request.canRetire ? <RetireRequestButton request={request} /> : null}
      </Group>
      {retired ? (
        <Alert color="gray" variant="light" role="status">
          This request is retired: nobody works on it any more.
        </Alert>
      ) : null}
      <RequestDetails request={request} />
      <RequestLogList logs={request.logs} />
      {!retired && sessionCan(session, "requests.update", subject) ? (
        <AddLogForm request={request} />
      ) : null}
    </>
  );
}

/** /company-request/{id}: one request, its links, its log, "Add log" and Retire (issue 16). */
export function CompanyRequestPage() {
  const { id = "" } = useParams();
  const { data, error, refetch, loading } = useQuery(COMPANY_REQUEST_QUERY, {
    variables: { id },
    fetchPolicy: "cache-and-network",
  });
  const request = data?.companyRequest;
  usePageTitle(request ? request.companyName : "Company request");

  let content = null;
  if (request) content = <LoadedRequest request={request} />;
  else if (data) {
    content = (
      <EmptyState
        title="Request not found"
        description="It does not exist, or it belongs to another organisation."
      />
    );
  } else if (error) content = <ErrorWithRetry onRetry={retryWith(refetch)} />;
  else {
    content = (
      <Stack gap="md" aria-label="Loading request">
        <Skeleton height={36} width="40%" />
        <Skeleton height={180} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1100} aria-busy={loading}>
      <BackLink />
      {content}
    </Stack>
  );
}
