import { Avatar, Badge, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconBuildingFactory2, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CopyToClipboard } from "../../../ui/CopyToClipboard.tsx";
import type { CompanyHeader as Company } from "./company-header.graphql.ts";
import { headquarters, locationLabel } from "./company-location.ts";
import { companyStatusColor, companyStatusLabel } from "./company-status.ts";
import { HeaderMeta } from "./HeaderMeta.tsx";

/**
 * Logo (or initials), name, status, location, industry, DUNS and tags of the profile's company;
 * `facts` are other features' additions to the meta line (the n-tier supplier tier).
 */
export function CompanyHeader({ company, facts }: { company: Company; facts?: ReactNode }) {
  const hq = headquarters(company);
  const location = hq ? locationLabel(hq) : "";
  const industry = company.naicsTitle ?? company.sector;
  const tags = [...company.tags].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Avatar
        src={company.logoUrl}
        alt={company.logoUrl ? `${company.displayName} logo` : undefined}
        name={company.displayName}
        color="initials"
        size="lg"
        radius="md"
      />
      <Stack gap={6} miw={0}>
        <Group gap="sm" wrap="wrap" align="center">
          <Title order={1} style={{ overflowWrap: "anywhere" }}>
            {company.displayName}
          </Title>
          <Badge color={companyStatusColor(company.statusCode)} variant="light">
            <VisuallyHidden>Status: </VisuallyHidden>
            {companyStatusLabel(company.statusCode)}
          </Badge>
        </Group>
        {company.legalName && company.legalName !== company.displayName ? (
          <Text size="sm" c="dimmed">
            {company.legalName}
          </Text>
        ) : null}
        <Group gap="md" wrap="wrap" fz="sm">
          {location ? (
            <HeaderMeta icon={<IconMapPin size={16} aria-hidden />} label="Location">
              {location}
            </HeaderMeta>
          ) : null}
          {industry ? (
            <HeaderMeta icon={<IconBuildingFactory2 size={16} aria-hidden />} label="Industry">
              {industry}
            </HeaderMeta>
          ) : null}
          {company.duns ? (
            <Group gap={2} wrap="nowrap">
              <Text size="sm">
                DUNS <span data-testid="company-duns">{company.duns}</span>
              </Text>
              <CopyToClipboard value={company.duns} label="DUNS" />
            </Group>
          ) : null}
          {facts}
        </Group>
        {tags.length > 0 ? (
          <Group gap={6} wrap="wrap" aria-label="Tags" role="list">
            {tags.map((tag) => (
              <Badge
                key={tag.slug}
                role="listitem"
                variant={tag.primary ? "filled" : "outline"}
                color={tag.primary ? undefined : "gray"}
                data-primary={tag.primary || undefined}
                tt="none"
              >
                {tag.name}
                {tag.primary ? <VisuallyHidden> (primary tag)</VisuallyHidden> : null}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
