import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Group, Table, Text, VisuallyHidden } from "@mantine/core";
import { type RiskHubOrdering, riskLimits, riskMessages } from "@tierwise/common/risk";
import { useEffect } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../../ui/EmptyState.tsx";
import { GradeBadge, gradeLabel } from "../GradeBadge.tsx";
import { RISK_HUB_COMPANIES_QUERY, type RiskHubCompany } from "../risk-hub.graphql.ts";
import { RiskHubPager } from "./RiskHubPager.tsx";
import { useCursorPages } from "./use-cursor-pages.ts";

type Props = {
  configId: string;
  ordering: RiskHubOrdering;
  companyIds: string[];
  portfolioId: string | null;
  /** A company whose "Why this grade" opens once its row is on the page (from the address). */
  explainCompanyId?: string | null;
  onExplain: (company: RiskHubCompany) => void;
};

const points = (score: number | null | undefined) =>
  score === null || score === undefined ? "—" : score.toFixed(0);

/** The last grade move, in words: "was B · low" (kept until the grade moves again). */
function GradeChange({ item }: { item: RiskHubCompany }) {
  const grade = item.score?.grade ?? null;
  if (!item.previousGrade || item.previousGrade === grade) return <Text size="sm">No change</Text>;
  return <Text size="sm">Was {gradeLabel(item.previousGrade)}</Text>;
}

/** /risk-hub's companies: ten a page, scored by the selected configuration. */
export function CompanyRiskTable({
  configId,
  ordering,
  companyIds,
  portfolioId,
  explainCompanyId = null,
  onExplain,
}: Props) {
  const paging = useCursorPages();
  const { data, loading, error } = useQuery(RISK_HUB_COMPANIES_QUERY, {
    variables: {
      configId,
      first: riskLimits.hubPageSize,
      after: paging.after,
      ordering,
      companyIds: companyIds.length ? companyIds : null,
      portfolioId,
    },
    // The server brings each row's score up to date on every read: coming back shows that.
    fetchPolicy: "cache-and-network",
  });
  const asked = explainCompanyId
    ? data?.riskHubCompanies.items.find((item) => item.company.id === explainCompanyId)
    : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per company asked for.
  useEffect(() => {
    if (asked) onExplain(asked);
  }, [asked?.company.id]);
  if (error) return <Text c="red">The companies' risk could not be loaded.</Text>;
  if (loading && !data) return <Text aria-busy="true">Loading the companies' risk…</Text>;
  const page = data?.riskHubCompanies;
  if (!page || page.items.length === 0) return <EmptyState title={riskMessages.emptyCompanies} />;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Companies by risk" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Company</Table.Th>
              <Table.Th scope="col">Grade</Table.Th>
              <Table.Th scope="col">Risk points</Table.Th>
              <Table.Th scope="col">Last grade change</Table.Th>
              <Table.Th scope="col">Signals</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.items.map((item) => (
              <Table.Tr key={item.company.id}>
                <Table.Th scope="row" fw={500}>
                  <Anchor component={Link} to={`/company/${item.company.slug}`}>
                    {item.company.name}
                  </Anchor>
                </Table.Th>
                <Table.Td>
                  {item.score ? (
                    <GradeBadge grade={item.score.grade} />
                  ) : (
                    <Text size="sm">{riskMessages.noScoreYet}</Text>
                  )}
                </Table.Td>
                <Table.Td>{points(item.score?.score)}</Table.Td>
                <Table.Td>
                  <GradeChange item={item} />
                </Table.Td>
                <Table.Td>{item.signalCount}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => onExplain(item)}
                      aria-label={`Why this grade: ${item.company.name}`}
                    >
                      Why this grade
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
        noun="companies"
      />
    </>
  );
}
