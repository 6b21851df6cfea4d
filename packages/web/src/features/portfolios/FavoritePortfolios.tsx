import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PortfolioTreeNode } from "@tierwise/common/portfolio-tree";
import { Link } from "react-router";
import { FavoriteToggle } from "./FavoriteToggle.tsx";
import { companiesLabel } from "./portfolio-labels.ts";
import { portfolioPath } from "./portfolio-paths.ts";
import { type PortfolioTree, pathNames } from "./portfolio-tree.ts";

type FavoritePortfoliosProps = {
  tree: PortfolioTree;
  canFavorite: (node: PortfolioTreeNode) => boolean;
  onUnfavorite: (node: PortfolioTreeNode) => void;
};

/** The viewer's favourites, in favourite order, above the tree (spec 3 §2 "favourites"). */
export function FavoritePortfolios({ tree, canFavorite, onUnfavorite }: FavoritePortfoliosProps) {
  if (tree.favorites.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="favourite-portfolios-title">
      <Title order={2} size="h4" id="favourite-portfolios-title">
        Favourites
      </Title>
      <Paper withBorder>
        <Stack gap={0} role="list" aria-label="Favourite portfolios">
          {tree.favorites.map((node) => {
            const path = pathNames(tree, node.id).slice(0, -1);
            return (
              <Group
                key={node.id}
                role="listitem"
                justify="space-between"
                wrap="nowrap"
                px="sm"
                py={6}
                style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
              >
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={portfolioPath(node.slug)} fw={600} size="sm">
                    {node.name}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate="end">
                    {[...path, companiesLabel(node.descendantCompaniesCount)].join(" · ")}
                  </Text>
                </Stack>
                {canFavorite(node) ? (
                  <FavoriteToggle name={node.name} isFavorite onToggle={() => onUnfavorite(node)} />
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
