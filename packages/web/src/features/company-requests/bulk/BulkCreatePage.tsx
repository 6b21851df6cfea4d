import { Anchor, Stack, Stepper, Title } from "@mantine/core";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { usePageTitle } from "../../../app/page-title.ts";
import { SubscriptionSetsModal } from "../../subscription-sets/SubscriptionSetsModal.tsx";
import { bulkRequestPath, requestListPath } from "../request-paths.ts";
import type { BulkRequest } from "./bulk-request.graphql.ts";
import { MappingStep } from "./MappingStep.tsx";
import { UploadStep } from "./UploadStep.tsx";

const pageTitle = "New bulk request";

/**
 * /requests/bulk/create (issue 16): upload a supplier list, match its columns to ours, start;
 * the progress and the review follow on the bulk request's own page.
 */
export function BulkCreatePage() {
  usePageTitle(pageTitle);
  const navigate = useNavigate();
  const [uploaded, setUploaded] = useState<BulkRequest | null>(null);
  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={requestListPath("bulk")} size="sm">
        ← Bulk requests
      </Anchor>
      <Title order={1}>{pageTitle}</Title>
      <Stepper active={uploaded ? 1 : 0} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Upload" />
        <Stepper.Step label="Match columns" />
        <Stepper.Step label="Process and review" />
      </Stepper>
      {uploaded ? (
        <MappingStep
          bulkRequest={uploaded}
          onStarted={(started) => void navigate(bulkRequestPath(started.id))}
        />
      ) : (
        <UploadStep onCreated={setUploaded} />
      )}
      <SubscriptionSetsModal />
    </Stack>
  );
}
