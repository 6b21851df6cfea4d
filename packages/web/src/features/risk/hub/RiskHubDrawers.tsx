import { gql, type TypedDocumentNode } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Divider, Drawer, Stack, Text } from "@mantine/core";
import { RiskHistoryChart } from "../charts/RiskHistoryChart.tsx";
import { gradeLabel } from "../GradeBadge.tsx";
import type { RiskHubCompany, RiskHubPortfolio } from "../risk-hub.graphql.ts";
import { RiskSignalsList } from "../signals/RiskSignalsList.tsx";
import { ScreeningMatches } from "../signals/ScreeningMatches.tsx";
import { WhyThisGrade } from "./WhyThisGrade.tsx";

/** The grade of the one cached score the row and the drawer share (RiskScore id). */
const SCORE_GRADE: TypedDocumentNode<{ grade: string }> = gql`
  fragment DrawerScoreGrade on RiskScore {
    grade
  }
`;

/**
 * A company's "why this grade": the explanation, its history, its screening matches and, with a
 * portfolio in context, its risk signals. Mantine's drawer traps focus while open and gives it
 * back to the button that opened it.
 */
export function CompanyRiskDrawer({
  configId,
  item,
  portfolioId,
  onClose,
}: {
  configId: string;
  item: RiskHubCompany | null;
  portfolioId: string | null;
  onClose: () => void;
}) {
  const name = item?.company.name ?? "";
  // The title follows the score as the drawer reads it again, not the row as it was clicked.
  const fresh = useFragment({
    fragment: SCORE_GRADE,
    from: item?.score ? { __typename: "RiskScore", id: item.score.id } : null,
  });
  const grade = fresh.complete ? fresh.data.grade : item?.score?.grade;
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={item ? `Why ${name} grades ${gradeLabel(grade)}` : ""}
      closeButtonProps={{ "aria-label": "Close why this grade" }}
    >
      {item ? (
        <Stack gap="lg">
          <WhyThisGrade configId={configId} companyId={item.company.id} />
          <Divider />
          <RiskHistoryChart configId={configId} companyId={item.company.id} name={name} />
          <Divider />
          <ScreeningMatches companyId={item.company.id} />
          <Divider />
          {portfolioId ? (
            <RiskSignalsList portfolioId={portfolioId} companyId={item.company.id} />
          ) : (
            <Text size="sm">
              Choose a portfolio above to see and dismiss this company's risk signals.
            </Text>
          )}
        </Stack>
      ) : null}
    </Drawer>
  );
}

/** A portfolio's risk history and its companies' risk signals. */
export function PortfolioRiskDrawer({
  configId,
  item,
  onClose,
}: {
  configId: string;
  item: RiskHubPortfolio | null;
  onClose: () => void;
}) {
  const name = item?.portfolio.name ?? "";
  return (
    <Drawer
      opened={item !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={item ? `${name}: ${gradeLabel(item.grade)}` : ""}
      closeButtonProps={{ "aria-label": "Close the portfolio's risk" }}
    >
      {item ? (
        <Stack gap="lg">
          <RiskHistoryChart configId={configId} portfolioId={item.portfolio.id} name={name} />
          <Divider />
          <RiskSignalsList portfolioId={item.portfolio.id} />
        </Stack>
      ) : null}
    </Drawer>
  );
}
