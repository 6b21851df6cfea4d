import {
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type RiskMetric, riskLimits, riskMetricInfo, riskMetrics } from "@tierwise/common/risk";
import { Link } from "react-router";
import { formatWeight } from "../risk-format.ts";
import { type DraftCategory, displayedWeights, metricName, newMetric } from "./risk-draft.ts";
import { riskSettingsPath } from "./risk-settings-path.ts";

type Props = {
  configId: string;
  category: DraftCategory;
  /** The category's weight among its siblings, normalised. */
  normalisedWeight: number;
  metricId: string | null;
  editable: boolean;
  onChange: (category: DraftCategory) => void;
};

/** /metrics/{metricId}: what the metric reads and how it is graded. */
function MetricDetails({ metric, weight }: { metric: string; weight: number | undefined }) {
  const info = metric in riskMetricInfo ? riskMetricInfo[metric as RiskMetric] : null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="metric-details-title">
      <Title order={3} size="h5" id="metric-details-title">
        {metricName(metric)}
      </Title>
      {info ? (
        <Text size="sm">
          Reads {info.reads}; graded by{" "}
          {info.kind === "daysSince" ? "days since the event" : `${info.kind}`}.
        </Text>
      ) : null}
      <Text size="sm">
        {weight === undefined
          ? "Not in this category."
          : `Weight in the category: ${formatWeight(weight)}.`}
      </Text>
    </Paper>
  );
}

/**
 * /categories/{categoryId}: a category's name, short name, weight and metric weights. Metric
 * weights show normalised within the category; a metric added starts at 0.25 (spec 3 §5).
 */
export function CategoryEditor({
  configId,
  category,
  normalisedWeight,
  metricId,
  editable,
  onChange,
}: Props) {
  const metricWeights = displayedWeights(category.risks);
  const setMetricWeight = (index: number, weight: number) =>
    onChange({
      ...category,
      risks: category.risks.map((risk, at) => (at === index ? { ...risk, weight } : risk)),
    });
  const addable = riskMetrics.filter(
    (metric) => !category.risks.some((risk) => risk.metric === metric),
  );
  const metricIndex = category.risks.findIndex((risk) => risk.metric === metricId);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={riskSettingsPath({ configId })} size="sm">
        ← All categories
      </Anchor>
      <Title order={2} size="h3">
        {category.name}
      </Title>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Name"
          value={category.name}
          readOnly={!editable}
          maxLength={riskLimits.categoryNameMaxLength}
          onChange={(event) => onChange({ ...category, name: event.currentTarget.value })}
        />
        <TextInput
          label="Short name"
          value={category.shortName}
          readOnly={!editable}
          maxLength={riskLimits.shortNameMaxLength}
          onChange={(event) => onChange({ ...category, shortName: event.currentTarget.value })}
          w={120}
        />
        <NumberInput
          label="Weight as typed"
          value={category.weight}
          readOnly={!editable}
          min={0}
          decimalScale={4}
          onChange={(value) => onChange({ ...category, weight: Number(value) || 0 })}
          w={140}
        />
        <Text size="sm">Normalised weight: {formatWeight(normalisedWeight)}</Text>
      </Group>
      <Table aria-label={`Metrics of ${category.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Metric</Table.Th>
            {editable ? <Table.Th scope="col">Weight as typed</Table.Th> : null}
            <Table.Th scope="col">Weight</Table.Th>
            {editable ? <Table.Th scope="col">Remove</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {category.risks.map((risk, index) => (
            <Table.Tr
              key={risk.metric}
              aria-current={risk.metric === metricId ? "true" : undefined}
            >
              <Table.Th scope="row" fw={risk.metric === metricId ? 700 : 500}>
                <Anchor
                  component={Link}
                  to={riskSettingsPath({
                    configId,
                    categoryId: category.id,
                    metricId: risk.metric,
                  })}
                >
                  {metricName(risk.metric)}
                </Anchor>
              </Table.Th>
              {editable ? (
                <Table.Td>
                  <NumberInput
                    aria-label={`Weight of ${metricName(risk.metric)}`}
                    value={risk.weight}
                    min={0}
                    decimalScale={4}
                    onChange={(value) => setMetricWeight(index, Number(value) || 0)}
                    w={120}
                  />
                </Table.Td>
              ) : null}
              <Table.Td data-testid={`metric-weight-${risk.metric}`}>
                {formatWeight(metricWeights[index] ?? 0)}
              </Table.Td>
              {editable ? (
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${metricName(risk.metric)}`}
                    onClick={() =>
                      onChange({
                        ...category,
                        risks: category.risks.filter((_, at) => at !== index),
                      })
                    }
                  >
                    Remove
                  </Button>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editable && addable.length > 0 ? (
        <Select
          label="Add a metric"
          placeholder="Choose a metric"
          data={addable.map((metric) => ({ value: metric, label: riskMetricInfo[metric].name }))}
          value={null}
          onChange={(metric) =>
            metric &&
            onChange({ ...category, risks: [...category.risks, newMetric(metric as RiskMetric)] })
          }
          searchable
          maw={320}
          comboboxProps={{ withinPortal: true }}
        />
      ) : null}
      {metricId ? (
        <MetricDetails
          metric={metricId}
          weight={metricIndex >= 0 ? metricWeights[metricIndex] : undefined}
        />
      ) : null}
    </Stack>
  );
}
