import { useLazyQuery } from "@apollo/client/react";
import { Button, Stack, Text, Title } from "@mantine/core";
import { GradeDistributionChart } from "../charts/GradeDistributionChart.tsx";
import { PREVIEW_RISK_CONFIG_QUERY, type RiskConfigDraftInput } from "./risk-config.graphql.ts";

/**
 * What-if (issue 14, beyond the spec): the organisation's grade distribution now and as the
 * draft would make it, before anything is committed.
 */
export function WhatIfPreview({ input }: { input: RiskConfigDraftInput }) {
  const [preview, { data, loading, error }] = useLazyQuery(PREVIEW_RISK_CONFIG_QUERY, {
    fetchPolicy: "network-only",
  });
  const answer = data?.previewRiskConfig;
  return (
    <Stack gap="xs" component="section" aria-labelledby="what-if-title">
      <Title order={2} size="h4" id="what-if-title">
        What-if preview
      </Title>
      <Text size="sm">See how the companies' grades would move before committing.</Text>
      <div>
        <Button
          variant="default"
          size="xs"
          loading={loading}
          onClick={() => void preview({ variables: { input } })}
        >
          Preview the grades
        </Button>
      </div>
      {error ? (
        <Text size="sm" c="red">
          The preview could not be computed.
        </Text>
      ) : null}
      {answer ? (
        <>
          <Text size="sm" aria-live="polite">
            {answer.movedCompanies} companies would change grade.
          </Text>
          <GradeDistributionChart
            title="Companies per grade: current and preview"
            series={[
              { label: "Current", counts: answer.current, color: "gray.6" },
              { label: "Preview", counts: answer.preview, color: "blue.6" },
            ]}
          />
        </>
      ) : null}
    </Stack>
  );
}
