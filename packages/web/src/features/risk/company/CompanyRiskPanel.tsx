import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { riskMessages } from "@tierwise/common/risk";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { sessionCan } from "../../../app/session/session-policy.ts";
import { useSession } from "../../../app/session/use-session.ts";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { RiskHistoryLine } from "../charts/RiskHistoryLine.tsx";
import { GradeBadge } from "../GradeBadge.tsx";
import { ScoreExplanation } from "../hub/ScoreExplanation.tsx";
import { formatDateTime, formatPoints } from "../risk-format.ts";
import { COMPANY_RISK_QUERY, type CompanyRisk } from "./company-risk.graphql.ts";
import { gradeTrend, signalWords } from "./risk-trend.ts";

/** A titled region of the Risk tab (h3 under the tab's h2). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="md" miw={0}>
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Scored({ risk, companyName }: { risk: CompanyRisk; companyName: string }) {
  const score = risk.score;
  if (!score) return null;
  return (
    <Stack gap="md">
      <Section title="Grade">
        <Group gap="sm" wrap="wrap">
          <GradeBadge grade={score.grade} size="lg" />
          <Text size="sm">
            {formatPoints(score.score)} risk points · {gradeTrend(risk.previousGrade, score.grade)}{" "}
            · {signalWords(risk.signalCount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {risk.config.name}, revision {score.revision} · scored {formatDateTime(score.computedAt)}
        </Text>
      </Section>
      <Section title="Trend">
        {risk.history.length > 1 ? (
          <RiskHistoryLine title={`Risk history of ${companyName}`} points={risk.history} />
        ) : (
          <Text size="sm">
            One score so far: the trend starts with the next day the company is scored.
          </Text>
        )}
      </Section>
      <Section title="Risk signals">
        {risk.signals.length === 0 ? (
          <Text size="sm">No metric grades poor.</Text>
        ) : (
          <List size="sm">
            {risk.signals.map((signal) => (
              <List.Item key={signal.id}>
                {signal.name}: {signal.description}
              </List.Item>
            ))}
          </List>
        )}
      </Section>
      <Section title="Why this grade">
        <ScoreExplanation score={score} headingOrder={4} />
      </Section>
    </Stack>
  );
}

/**
 * The profile's Risk tab (issue 27): the company's grade, its trend, its signals and why, as
 * the risk hub says them under the viewer's selected configuration (one read, the hub's).
 */
export function CompanyRiskPanel({
  companyId,
  companyName,
}: {
  companyId: string;
  companyName: string;
}) {
  const allowed = sessionCan(useSession(), "risk.read");
  const { data, loading, error, refetch } = useQuery(COMPANY_RISK_QUERY, {
    variables: { companyId },
    skip: !allowed,
    fetchPolicy: "cache-and-network",
  });
  if (!allowed)
    return (
      <EmptyState
        title="The risk hub is not part of your organisation's plan"
        description="Ask your administrator about risk grades."
      />
    );
  if (loading && !data)
    return (
      <Text size="sm" aria-busy="true">
        Loading the company's risk…
      </Text>
    );
  if (error && !data)
    return (
      <Group gap="xs">
        <Text size="sm" c="red" role="alert">
          The company's risk could not be loaded.
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void refetch().catch(() => {})}>
          Load the risk again
        </Button>
      </Group>
    );
  const risk = data?.companyRisk ?? null;
  return (
    <Stack gap="md">
      {risk?.score ? (
        <Scored risk={risk} companyName={companyName} />
      ) : (
        <EmptyState
          title={riskMessages.noScoreYet}
          description={
            risk
              ? `${companyName} has no score under ${risk.config.name} yet.`
              : `${companyName} has no risk score yet.`
          }
        />
      )}
      <Anchor
        component={Link}
        to={`/risk-hub?companies=${encodeURIComponent(companyId)}`}
        size="sm"
      >
        Open in the Risk Hub
      </Anchor>
    </Stack>
  );
}
