import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { type RiskHubOrdering, riskLimits, riskMessages } from "@tierwise/common/risk";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { GradeBadge } from "../GradeBadge.tsx";
import {
  type GradeCounts,
  RISK_HUB_PORTFOLIOS_QUERY,
  type RiskHubPortfolio,
} from "../risk-hub.graphql.ts";
import { RiskHubPager } from "./RiskHubPager.tsx";
import { useCursorPages } from "./use-cursor-pages.ts";

type Props = {
  configId: string;
  ordering: RiskHubOrdering;
  portfolioIds: string[];
  onOpen: (portfolio: RiskHubPortfolio) => void;
};

/** "A 3 · B 1 · C 0 · D 2 · — 4": a portfolio's companies per grade, in text. */
const countsInWords = (counts: GradeCounts) =>
  `A ${counts.A} · B ${counts.B} · C ${counts.C} · D ${counts.D} · — ${counts.none}`;

/** /risk-hub's portfolios: ten a page, with their companies' grades. */
export function PortfolioRiskTable({ configId, ordering, portfolioIds, onOpen }: Props) {
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(RISK_HUB_PORTFOLIOS_QUERY, {
    variables: {
      configId,
      first: riskLimits.hubPageSize,
      after: paging.after,
      ordering,
      portfolioIds: portfolioIds.length ? portfolioIds : null,
    },
  });
  if (error) return <Text c="red">The portfolios' risk could not be loaded.</Text>;
  if (loading && !data) return <Text aria-busy="true">Loading the portfolios' risk…</Text>;
  const page = data?.riskHubPortfolios;
  if (!page || page.items.length === 0) return <EmptyState title={riskMessages.emptyPortfolios} />;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Portfolios by risk" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Portfolio</Table.Th>
              <Table.Th scope="col">Grade</Table.Th>
              <Table.Th scope="col">Risk points</Table.Th>
              <Table.Th scope="col">Companies</Table.Th>
              <Table.Th scope="col">Companies per grade</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((item) => (
              <Table.Tr key={item.portfolio.id}>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={`/portfolios/${item.portfolio.slug}`}>
                    {item.portfolio.name}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  <GradeBadge grade={item.grade} />
                </Table.Td>
                <Table.Td>{item.score === null ? "—" : item.score.toFixed(0)}</Table.Td>
                <Table.Td>{item.companyCount}</Table.Td>
                <Table.Td>{countsInWords(item.gradeCounts)}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => onOpen(item)}
                      aria-label={`History and signals: ${item.portfolio.name}`}
                    >
                      History and signals
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RiskHubPager
        page={paging.page}
        totalCount={page.totalCount}
        hasNextPage={page.pageInfo.hasNextPage}
        onPrevious={paging.previous}
        onNext={() => paging.next(page.pageInfo.endCursor)}
        noun="portfolios"
      />
    </>
  );
}
