import { useQuery } from "@apollo/client/react";
import { Text } from "@mantine/core";
import { riskMessages } from "@tierwise/common/risk";
import { RISK_HISTORY_QUERY } from "../risk-hub.graphql.ts";
import { RiskHistoryLine } from "./RiskHistoryLine.tsx";

type Subject =
  | { companyId: string; portfolioId?: never }
  | { portfolioId: string; companyId?: never };

/**
 * A company's or a portfolio's overall risk points over time (one point a day, spec: history is
 * kept per company and portfolio). Higher is riskier; the hidden table lists the grades too.
 */
export function RiskHistoryChart({
  configId,
  name,
  ...subject
}: Subject & { configId: string; name: string }) {
  const { data, loading, error } = useQuery(RISK_HISTORY_QUERY, {
    variables: {
      configId,
      companyId: subject.companyId ?? null,
      portfolioId: subject.portfolioId ?? null,
    },
  });
  if (loading && !data) return <Text size="sm">Loading the risk history…</Text>;
  if (error)
    return (
      <Text size="sm" c="red">
        The risk history could not be loaded.
      </Text>
    );
  const points = data?.riskHistory ?? [];
  if (points.length === 0) return <Text size="sm">{riskMessages.noScoreYet}</Text>;
  return <RiskHistoryLine title={`Risk history of ${name}`} points={points} />;
}
