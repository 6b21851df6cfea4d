import { Anchor, Badge, Group, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { companyPath } from "../../companies/profile/profile-paths.ts";
import type { AlertItem } from "../alert.graphql.ts";
import { locationLabel } from "./alert-display.ts";

function EntityLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text size="xs" c="dimmed" fw={600} component="span">
        {label}
      </Text>
      {children}
    </Group>
  );
}

/**
 * What an alert is about (spec 3 §2): the companies, as links to their profiles; names merely
 * mentioned in the news, as plain text marked "not confirmed" (issue 13: a mention is never a
 * company link); locations and commodities.
 */
export function AlertEntities({ alert }: { alert: AlertItem }) {
  const { companies, mentions, locations, commodities } = alert;
  if (companies.length + mentions.length + locations.length + commodities.length === 0) return null;
  return (
    <>
      {companies.length > 0 ? (
        <EntityLine label={companies.length === 1 ? "Company" : "Companies"}>
          {companies.map((company) => (
            <Anchor key={company.id} component={Link} to={companyPath(company.slug)} size="sm">
              {company.name}
            </Anchor>
          ))}
        </EntityLine>
      ) : null}
      {mentions.length > 0 ? (
        <EntityLine label="Mentioned">
          {mentions.map((mention) => (
            <Text
              key={mention.name}
              size="sm"
              component="span"
              fs="italic"
              title="Named in the source; not confirmed as a known company"
            >
              {mention.name} <VisuallyMarked>(not confirmed)</VisuallyMarked>
            </Text>
          ))}
        </EntityLine>
      ) : null}
      <BadgeLine
        label="Locations"
        items={locations.map((location) => ({ id: location.id, text: locationLabel(location) }))}
      />
      <BadgeLine
        label="Commodities"
        items={commodities.map((commodity) => ({ id: commodity.id, text: commodity.name }))}
      />
    </>
  );
}

/** Places and commodities: plain badges, nothing to follow. */
function BadgeLine({ label, items }: { label: string; items: { id: string; text: string }[] }) {
  if (items.length === 0) return null;
  return (
    <EntityLine label={label}>
      {items.map((item) => (
        <Badge key={item.id} variant="outline" color="gray" size="sm" tt="none">
          {item.text}
        </Badge>
      ))}
    </EntityLine>
  );
}

function VisuallyMarked({ children }: { children: ReactNode }) {
  return (
    <Text span size="xs" c="dimmed" fs="normal">
      {children}
    </Text>
  );
}
