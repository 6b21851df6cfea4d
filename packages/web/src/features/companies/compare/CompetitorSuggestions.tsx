import { useQuery } from "@apollo/client/react";
import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { companySearchLimits } from "@tierwise/common/company-search-limits";
import { formatCurrency } from "@tierwise/common/formatting";
import { companyPlaceLabel } from "../company-place.ts";
import { COMPETITOR_SUGGESTIONS_QUERY, type SuggestedCompany } from "./compare.graphql.ts";

export const suggestionsTitle = "Competitor suggestions";
const shown = companySearchLimits.competitorSuggestions;

type CompetitorSuggestionsProps = {
  mainCompany: { id: string; displayName: string };
  comparedIds: readonly string[];
  maximum: number;
  onAdd: (company: SuggestedCompany) => void;
};

function place(company: SuggestedCompany): string {
  const hq = company.locations[0];
  return hq ? companyPlaceLabel(hq) : "";
}

/**
 * Four peers of the main company (spec 3 §9). Companies already compared are skipped, so the
 * server is asked for enough to still show four.
 */
export function CompetitorSuggestions({
  mainCompany,
  comparedIds,
  maximum,
  onAdd,
}: CompetitorSuggestionsProps) {
  const { data, loading, error } = useQuery(COMPETITOR_SUGGESTIONS_QUERY, {
    variables: { id: mainCompany.id, first: shown + maximum },
  });
  const full = comparedIds.length >= maximum;
  const suggestions = (data?.companyById?.competitorSuggestions ?? [])
    .filter((company) => !comparedIds.includes(company.id))
    .slice(0, shown);

  if (error) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="compare-suggestions-title">
      <Title order={2} size="h4" id="compare-suggestions-title">
        {suggestionsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        Peers of {mainCompany.displayName}: same industry, similar size.
      </Text>
      {loading && !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true">
          {Array.from({ length: shown }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity.
            <Skeleton key={index} height={96} />
          ))}
        </SimpleGrid>
      ) : suggestions.length === 0 ? (
        <Text size="sm">No suggestions for this company.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} component="ul" p={0} m={0}>
          {suggestions.map((company) => (
            <Card
              key={company.id}
              withBorder
              component="li"
              aria-label={company.displayName}
              style={{ listStyle: "none" }}
              data-testid="competitor-suggestion"
            >
              <Stack gap={4} h="100%" justify="space-between">
                <div>
                  <Text fw={600}>{company.displayName}</Text>
                  <Text size="xs" c="dimmed">
                    {[company.naicsTitle, place(company)].filter(Boolean).join(" · ")}
                  </Text>
                  {company.metrics.revenueUsd !== null ? (
                    <Text size="xs">
                      Revenue{" "}
                      {formatCurrency(company.metrics.revenueUsd, "USD", { abbreviate: true })}
                    </Text>
                  ) : null}
                </div>
                <Group justify="flex-end">
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconPlus size={14} aria-hidden />}
                    disabled={full}
                    aria-label={`Add ${company.displayName}`}
                    onClick={() => onAdd(company)}
                  >
                    Add
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
