import { Box, Text } from "@mantine/core";
import type { ProfileRecord } from "@tierwise/common/company-profile";

type Link = ProfileRecord<"linkAnalysis">;

/** More nodes than this make the ring unreadable; the table lists everything. */
const maxNodes = 24;
const size = 420;
const centre = size / 2;
const radius = 150;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function shortName(name: string): string {
  return name.length > 18 ? `${name.slice(0, 17)}…` : name;
}

/**
 * The company in the middle, its links around it: people as circles, companies as squares,
 * line width by beneficial share. The table beside it is the text alternative, so the drawing
 * only carries a summary label.
 */
export function LinkGraph({ companyName, links }: { companyName: string; links: readonly Link[] }) {
  const shown = [...links].sort((a, b) => b.beneficial - a.beneficial).slice(0, maxNodes);
  const people = links.filter((link) => link.entity === "person").length;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${size} ${size}`}
        w="100%"
        maw={size}
        mx="auto"
        display="block"
        role="img"
        aria-label={`Relationship graph of ${companyName}: ${plural(people, "person", "people")} and ${plural(links.length - people, "company", "companies")} linked.`}
      >
        {shown.map((link, index) => {
          const angle = (2 * Math.PI * index) / shown.length - Math.PI / 2;
          const x = centre + radius * Math.cos(angle);
          const y = centre + radius * Math.sin(angle);
          const color =
            link.entity === "person"
              ? "var(--mantine-color-grape-6)"
              : "var(--mantine-color-teal-6)";
          return (
            <g key={`${link.entity}-${link.entityName}-${link.relation}-${link.country}`}>
              <line
                x1={centre}
                y1={centre}
                x2={x}
                y2={y}
                stroke="var(--mantine-color-gray-5)"
                strokeWidth={1 + (link.beneficial / 100) * 5}
              />
              {link.entity === "person" ? (
                <circle cx={x} cy={y} r={9} fill={color} />
              ) : (
                <rect x={x - 9} y={y - 9} width={18} height={18} rx={3} fill={color} />
              )}
              <text
                x={x}
                y={y + (y >= centre ? 24 : -16)}
                textAnchor="middle"
                fontSize={11}
                fill="var(--mantine-color-text)"
              >
                {shortName(link.entityName)}
              </text>
            </g>
          );
        })}
        <circle cx={centre} cy={centre} r={30} fill="var(--mantine-color-blue-6)" />
        <text
          x={centre}
          y={centre + 48}
          textAnchor="middle"
          fontSize={12}
          fontWeight={700}
          fill="var(--mantine-color-text)"
        >
          {shortName(companyName)}
        </text>
      </Box>
      {links.length > shown.length ? (
        <Text size="xs" c="dimmed" ta="center">
          The {shown.length} links with the largest beneficial share are drawn; the table lists all{" "}
          {links.length}.
        </Text>
      ) : null}
    </Box>
  );
}
