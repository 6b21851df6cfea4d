import { useQuery } from "@apollo/client/react";
import { Group, Stack, Text } from "@mantine/core";
import { riskMessages } from "@tierwise/common/risk";
import { GradeBadge } from "../GradeBadge.tsx";
import { formatDateTime, formatPoints } from "../risk-format.ts";
import { COMPANY_RISK_SCORE_QUERY } from "../risk-hub.graphql.ts";
import { ScoreExplanation } from "./ScoreExplanation.tsx";

/**
 * "Why this grade" (issue 14, beyond the spec): the overall grade, what changed since the
 * previous score, and every category's metrics with their values, grades, weights and reasons.
 * Read again each time it opens: the server brings the score up to date first, and the cached
 * score it shares with the hub's row (same id) follows.
 */
export function WhyThisGrade({ configId, companyId }: { configId: string; companyId: string }) {
  const { data, loading, error } = useQuery(COMPANY_RISK_SCORE_QUERY, {
    variables: { configId, companyId },
    fetchPolicy: "cache-and-network",
  });
  if (loading && !data) return <Text aria-busy="true">Loading the explanation…</Text>;
  if (error && !data) return <Text c="red">The explanation could not be loaded.</Text>;
  const score = data?.companyRiskScore;
  if (!score) return <Text>{riskMessages.noScoreYet}</Text>;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <GradeBadge grade={score.grade} size="lg" />
        <Text size="sm">
          {formatPoints(score.score)} risk points · revision {score.revision} · scored{" "}
          {formatDateTime(score.computedAt)}
        </Text>
      </Group>
      <ScoreExplanation score={score} />
    </Stack>
  );
}
