import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { portfolioSuggestionLimits } from "@tierwise/common/portfolios";
import { Link } from "react-router";
import { companiesLabel } from "./portfolio-labels.ts";
import { portfolioPath } from "./portfolio-paths.ts";
import { usePortfolioSuggestions } from "./use-portfolio-suggestions.ts";

/** /quick-search's "Portfolios" group beside the companies; nothing when none match. */
export function QuickSearchPortfolios({ text }: { text: string }) {
  const { portfolios } = usePortfolioSuggestions(text, portfolioSuggestionLimits.page);
  if (portfolios.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="quick-search-portfolios-title">
      <Title order={2} size="h4" id="quick-search-portfolios-title">
        Portfolios
      </Title>
      <Paper withBorder>
        <Stack gap={0} role="list" aria-label={`Portfolios matching "${text}"`}>
          {portfolios.map((portfolio) => (
            <Group
              key={portfolio.id}
              role="listitem"
              justify="space-between"
              px="sm"
              py={6}
              style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
            >
              <Stack gap={0}>
                <Anchor component={Link} to={portfolioPath(portfolio.slug)} fw={600} size="sm">
                  {portfolio.name}
                </Anchor>
                {portfolio.ancestors.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {portfolio.ancestors.map((ancestor) => ancestor.name).join(" / ")}
                  </Text>
                ) : null}
              </Stack>
              <Text size="xs" c="dimmed">
                {companiesLabel(portfolio.descendantCompaniesCount)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
