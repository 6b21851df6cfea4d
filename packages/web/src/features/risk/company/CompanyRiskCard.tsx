import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { riskMessages } from "@tierwise/common/risk";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { GradeBadge } from "../GradeBadge.tsx";
import { formatPoints } from "../risk-format.ts";
import { COMPANY_RISK_QUERY } from "./company-risk.graphql.ts";
import { gradeTrend, signalWords } from "./risk-trend.ts";

type Props = {
  companyId: string;
  /** The profile's Risk tab, where the trend chart and the why are. */
  riskPath: string;
};

/**
 * The company's risk grade on its Overview (issue 27): grade, points, which way it last moved
 * and its signals, as the risk hub says them (the same read as the Risk tab), with a link to
 * the why. Shown to people whose organisation has the risk hub.
 */
export function CompanyRiskCard({ companyId, riskPath }: Props) {
  const allowed = sessionCan(useSession(), "risk.read");
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(COMPANY_RISK_QUERY, {
    variables: { companyId },
    skip: !allowed,
    fetchPolicy: "cache-and-network",
  });
  if (!allowed) return null;
  const risk = data?.companyRisk ?? null;
  const score = risk?.score ?? null;
  let body: ReactNode;
  if (loading && !data) {
    body = (
      <Text size="sm" aria-busy="true">
        Loading the risk grade…
      </Text>
    );
  } else if (error && !data) {
    body = (
      <Group gap="xs">
        <Text size="sm" c="red" role="alert">
          The risk grade could not be loaded.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void refetch().catch(() => {})}>
          Load the grade again
        </Button>
      </Group>
    );
  } else if (!risk || !score) {
    body = (
      <Text size="sm">
        {riskMessages.noScoreYet}
        {risk ? ` under ${risk.config.name}.` : "."}
      </Text>
    );
  } else {
    body = (
      <Stack gap={6}>
        <Group gap="sm" wrap="wrap">
          <GradeBadge grade={score.grade} size="lg" />
          <Text size="sm">{formatPoints(score.score)} risk points</Text>
        </Group>
        <Text size="sm">{gradeTrend(risk.previousGrade, score.grade)}</Text>
        <Text size="sm">{signalWords(risk.signalCount)}</Text>
        <Text size="xs" c="dimmed">
          {risk.config.name}
        </Text>
      </Stack>
    );
  }
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" miw={0}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            Risk grade
          </Title>
          <Anchor component={Link} to={riskPath} size="sm">
            Why this grade
          </Anchor>
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
