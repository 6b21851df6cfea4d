import { Box, Text } from "@mantine/core";
import type { ProfileRecord } from "@tierwise/common/company-profile";
import {
  graphCentre as centre,
  graphLabel,
  labelFontSize,
  maxGraphNodes,
  nodeRadius,
  ringPlace,
  graphSize as size,
} from "./link-graph-layout.ts";

type Link = ProfileRecord<"linkAnalysis">;

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * The company in the middle, its links around it: people as circles, companies as squares,
 * line width by beneficial share, each name along its spoke (link-graph-layout.ts). The table
 * is the text alternative, so the drawing only carries a summary label.
 */
export function LinkGraph({ companyName, links }: { companyName: string; links: readonly Link[] }) {
  const shown = [...links].sort((a, b) => b.beneficial - a.beneficial).slice(0, maxGraphNodes);
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
          const place = ringPlace(index, shown.length);
          const { x, y } = place;
          const color =
            link.entity === "person"
              ? "var(--mantine-color-grape-6)"
              : "var(--mantine-color-teal-6)";
          return (
            <g key={`${link.entity}-${link.entityName}-${link.relation}-${link.country}`}>
              <title>{link.entityName}</title>
              <line
                x1={centre}
                y1={centre}
                x2={x}
                y2={y}
                stroke="var(--mantine-color-gray-5)"
                strokeWidth={1 + (link.beneficial / 100) * 5}
              />
              {link.entity === "person" ? (
                <circle cx={x} cy={y} r={nodeRadius} fill={color} />
              ) : (
                <rect
                  x={x - nodeRadius}
                  y={y - nodeRadius}
                  width={2 * nodeRadius}
                  height={2 * nodeRadius}
                  rx={3}
                  fill={color}
                />
              )}
              <text
                x={place.labelX}
                y={place.labelY}
                transform={`rotate(${place.rotate} ${place.labelX} ${place.labelY})`}
                textAnchor={place.anchor}
                dominantBaseline="middle"
                fontSize={labelFontSize}
                fill="var(--mantine-color-text)"
              >
                {graphLabel(link.entityName)}
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
          {graphLabel(companyName)}
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
