import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconFolderPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import type { SubPortfolio } from "./portfolio.graphql.ts";
import { companiesLabel, subPortfoliosLabel } from "./portfolio-labels.ts";
import { type PortfolioPageVariant, portfolioPath } from "./portfolio-paths.ts";

type SubPortfolioListProps = {
  variant: PortfolioPageVariant;
  items: readonly SubPortfolio[];
  /** Shown when the viewer may add one here. */
  onAdd: (() => void) | null;
};

/** The portfolio's direct sub-portfolios, in their order. */
export function SubPortfolioList({ variant, items, onAdd }: SubPortfolioListProps) {
  if (items.length === 0 && !onAdd) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="sub-portfolios-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="sub-portfolios-title">
          Sub-portfolios
        </Title>
        {onAdd ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFolderPlus size={14} aria-hidden />}
            onClick={onAdd}
          >
            Add sub-portfolio
          </Button>
        ) : null}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No sub-portfolios.
        </Text>
      ) : (
        <Paper withBorder>
          <Stack gap={0} role="list" aria-label="Sub-portfolios">
            {items.map((child) => (
              <Group
                key={child.id}
                role="listitem"
                justify="space-between"
                px="sm"
                py={6}
                style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              >
                <Anchor component={Link} to={portfolioPath(child.slug, variant)} fw={600} size="sm">
                  {child.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {companiesLabel(child.descendantCompaniesCount)}
                  {child.childrenCount > 0 ? ` · ${subPortfoliosLabel(child.childrenCount)}` : ""}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
