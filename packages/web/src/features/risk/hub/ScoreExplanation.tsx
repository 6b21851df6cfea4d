import { Accordion, List, Stack, Table, Text, Title, type TitleOrder } from "@mantine/core";
import { GradeBadge, gradeLabel } from "../GradeBadge.tsx";
import { formatMetricValue, formatPoints, formatWeight } from "../risk-format.ts";
import type { CategoryScore, RiskScoreWithCategories } from "../risk-hub.graphql.ts";

/** One category's metrics: what was read, the grade it earned, its weight and why. */
function CategoryMetrics({ category }: { category: CategoryScore }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table aria-label={`Metrics of ${category.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Metric</Table.Th>
            <Table.Th scope="col">Value</Table.Th>
            <Table.Th scope="col">Grade</Table.Th>
            <Table.Th scope="col">Weight</Table.Th>
            <Table.Th scope="col">Why</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {category.metrics.map((metric) => (
            <Table.Tr key={metric.metric}>
              <Table.Th scope="row" fw={500}>
                {metric.name}
              </Table.Th>
              <Table.Td>{formatMetricValue(metric.value)}</Table.Td>
              <Table.Td>
                <GradeBadge grade={metric.grade} size="sm" />
              </Table.Td>
              <Table.Td>{formatWeight(metric.weight)}</Table.Td>
              <Table.Td>{metric.explanation}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The "why" of a grade (issue 14, beyond the spec): what changed at the last move, and every
 * category's metrics with their values, grades, weights and reasons. The hub's drawer and the
 * company profile's Risk tab both show it, from the same read.
 */
export function ScoreExplanation({
  score,
  headingOrder = 3,
}: {
  score: RiskScoreWithCategories;
  headingOrder?: TitleOrder;
}) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={headingOrder} size="h5">
          Changes since the previous score
        </Title>
        {score.changes.length === 0 ? (
          <Text size="sm">No change since the previous score.</Text>
        ) : (
          <List size="sm">
            {score.changes.map((change) => (
              <List.Item key={change}>{change}</List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={4}>
        <Title order={headingOrder} size="h5">
          Categories
        </Title>
        {/* Opened at first: the metrics are the answer to "why"; each can be folded away. */}
        <Accordion
          multiple
          variant="contained"
          defaultValue={score.categories.map((category) => category.categoryId)}
        >
          {score.categories.map((category) => (
            <Accordion.Item key={category.categoryId} value={category.categoryId}>
              <Accordion.Control>
                {category.name}: {gradeLabel(category.grade)}, {formatPoints(category.score)}{" "}
                points, weight {formatWeight(category.weight)}
              </Accordion.Control>
              <Accordion.Panel>
                <CategoryMetrics category={category} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Stack>
  );
}
