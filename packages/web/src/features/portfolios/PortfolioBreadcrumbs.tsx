import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import { Link } from "react-router";
import type { PortfolioLink } from "./portfolio.graphql.ts";
import { type PortfolioPageVariant, portfolioListPath, portfolioPath } from "./portfolio-paths.ts";

type PortfolioBreadcrumbsProps = {
  variant: PortfolioPageVariant;
  ancestors: readonly PortfolioLink[];
  name: string;
};

/** Portfolios › ancestors › this one; on the /pdp variant every link stays under /pdp. */
export function PortfolioBreadcrumbs({ variant, ancestors, name }: PortfolioBreadcrumbsProps) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separatorMargin={6} style={{ flexWrap: "wrap" }}>
        <Anchor component={Link} to={portfolioListPath(variant)} size="sm">
          Portfolios
        </Anchor>
        {ancestors.map((ancestor) => (
          <Anchor
            key={ancestor.id}
            component={Link}
            to={portfolioPath(ancestor.slug, variant)}
            size="sm"
          >
            {ancestor.name}
          </Anchor>
        ))}
        <Text size="sm" c="dimmed" aria-current="page">
          {name}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
