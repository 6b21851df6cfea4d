import { Group, Stack, Text } from "@mantine/core";
import { areaProvenance } from "../areas/area-sources.ts";
import { ProfileSection } from "../areas/ProfileSection.tsx";
import { type AreaData, newestFirst } from "../areas/parse-profile-areas.ts";
import { formatDay } from "../format.ts";
import { ExternalLink } from "./ExternalLink.tsx";

const shown = 10;

/** News or blog items, newest first: headline (a link), source and date. */
export function FeedSection({
  title,
  area,
  emptyText,
}: {
  title: string;
  area: AreaData<"news"> | AreaData<"blogs"> | undefined;
  emptyText: string;
}) {
  const items = newestFirst<{
    id: string;
    headline: string;
    publishedAt: string;
    source: string;
    url: string;
  }>(area?.records ?? [], (item) => item.publishedAt).slice(0, shown);
  return (
    <ProfileSection
      title={title}
      provenance={areaProvenance(area)}
      empty={items.length === 0}
      emptyText={emptyText}
    >
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }}>
        {items.map((item) => (
          <li key={item.id}>
            <Text size="sm" fw={500}>
              <ExternalLink href={item.url}>{item.headline}</ExternalLink>
            </Text>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {item.source}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={item.publishedAt}>
                {formatDay(item.publishedAt)}
              </Text>
            </Group>
          </li>
        ))}
      </Stack>
    </ProfileSection>
  );
}
