import { Anchor, Badge, Group, List, Text } from "@mantine/core";
import { companyPagePath } from "@tierwise/common/app-paths";
import { Link } from "react-router";
import type { CompanyAtSites } from "./site-geojson.ts";

type SiteCompanyListProps = {
  companies: readonly CompanyAtSites[];
  /** Profile slugs by company id; a company without one is named without a link. */
  slugs: ReadonlyMap<string, string>;
  label: string;
};

/** Companies with their sites: the map's popup and each country of the list view. */
export function SiteCompanyList({ companies, slugs, label }: SiteCompanyListProps) {
  return (
    <List spacing={6} listStyleType="none" aria-label={label}>
      {companies.map((company) => {
        const slug = slugs.get(company.companyId);
        return (
          <List.Item key={company.companyId}>
            <Group gap={6} wrap="nowrap">
              {slug ? (
                <Anchor component={Link} to={companyPagePath(slug)} size="sm" fw={500}>
                  {company.companyName}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {company.companyName}
                </Text>
              )}
              <Badge size="xs" variant="outline" color="gray">
                Tier {company.tier}
              </Badge>
              {company.hasRisks && (
                <Badge size="xs" variant="light" color="red">
                  Risks
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {company.sites.map((site) => site.label).join(" · ")}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
