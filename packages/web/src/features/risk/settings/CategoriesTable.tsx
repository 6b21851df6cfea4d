import { Anchor, Button, NumberInput, Table, Text, TextInput } from "@mantine/core";
import { riskLimits } from "@tierwise/common/risk";
import { Link } from "react-router";
import { formatWeight } from "../risk-format.ts";
import { type DraftCategory, displayedWeights, newCategory } from "./risk-draft.ts";
import { riskSettingsPath } from "./risk-settings-path.ts";

type Props = {
  configId: string;
  categories: DraftCategory[];
  editable: boolean;
  onChange: (categories: DraftCategory[]) => void;
};

/**
 * A configuration's categories: name, short name and weight (as typed, and normalised), each
 * leading to its metrics. New categories start at weight 100 (spec 3 §5).
 */
export function CategoriesTable({ configId, categories, editable, onChange }: Props) {
  const normalised = displayedWeights(categories);
  const change = (index: number, patch: Partial<DraftCategory>) =>
    onChange(
      categories.map((category, at) => (at === index ? { ...category, ...patch } : category)),
    );
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label="Categories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Short name</Table.Th>
              {editable ? <Table.Th scope="col">Weight as typed</Table.Th> : null}
              <Table.Th scope="col">Weight</Table.Th>
              <Table.Th scope="col">Metrics</Table.Th>
              {editable ? <Table.Th scope="col">Remove</Table.Th> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.map((category, index) => (
              <Table.Tr key={category.id}>
                <Table.Th scope="row" fw={500}>
                  {editable ? (
                    <TextInput
                      aria-label={`Name of ${category.name}`}
                      value={category.name}
                      maxLength={riskLimits.categoryNameMaxLength}
                      onChange={(event) => change(index, { name: event.currentTarget.value })}
                    />
                  ) : (
                    category.name
                  )}
                </Table.Th>
                <Table.Td>
                  {editable ? (
                    <TextInput
                      aria-label={`Short name of ${category.name}`}
                      value={category.shortName}
                      maxLength={riskLimits.shortNameMaxLength}
                      onChange={(event) => change(index, { shortName: event.currentTarget.value })}
                      w={110}
                    />
                  ) : (
                    category.shortName
                  )}
                </Table.Td>
                {editable ? (
                  <Table.Td>
                    <NumberInput
                      aria-label={`Weight of ${category.name}`}
                      value={category.weight}
                      min={0}
                      decimalScale={4}
                      onChange={(value) => change(index, { weight: Number(value) || 0 })}
                      w={120}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td data-testid={`category-weight-${category.id}`}>
                  {formatWeight(normalised[index] ?? 0)}
                </Table.Td>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={riskSettingsPath({ configId, categoryId: category.id })}
                  >
                    {category.risks.length} metrics
                  </Anchor>
                </Table.Td>
                {editable ? (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${category.name}`}
                      onClick={() => onChange(categories.filter((_, at) => at !== index))}
                    >
                      Remove
                    </Button>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {categories.length === 0 ? <Text size="sm">No categories.</Text> : null}
      {editable ? (
        <Button
          variant="default"
          size="xs"
          onClick={() => onChange([...categories, newCategory(categories)])}
        >
          Add category
        </Button>
      ) : null}
    </>
  );
}
