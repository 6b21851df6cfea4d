import { Anchor, Badge, CloseButton, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { companyPagePath } from "@tierwise/common/app-paths";
import { countryName } from "@tierwise/common/countries";
import { type CSSProperties, useEffect, useRef } from "react";
import { Link } from "react-router";
import type { NTierGraphModel } from "./graph-model.ts";
import { relevance, relevanceWeights, suppliersByRelevance } from "./relevance.ts";

type NodePopupProps = {
  graph: NTierGraphModel;
  nodeId: string;
  onClose: () => void;
  /** Where the graph places it (beside the clicked node); the list shows it in the flow. */
  style?: CSSProperties;
};

// A popup is a glance, not a table: the most relevant suppliers, the rest on the list view.
const shownSuppliers = 10;
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;

/**
 * A clicked node: the company, its relevance (alerts × 5 + risks × 10, spec 3 §3) and its direct
 * suppliers ranked by the same relevance, each linking to its profile.
 */
export function NodePopup({ graph, nodeId, onClose, style }: NodePopupProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  if (!graph.hasNode(nodeId)) return null;
  const { company } = graph.getNodeAttributes(nodeId);
  const ranked = suppliersByRelevance(graph, nodeId);
  const headingId = `n-tier-node-${nodeId}`;

  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      role="dialog"
      aria-labelledby={headingId}
      style={{ width: 320, maxHeight: 420, overflowY: "auto", ...style }}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} size="h5" id={headingId} ref={heading} tabIndex={-1}>
            {company ? (
              <Anchor component={Link} to={companyPagePath(company.slug)} inherit>
                {company.name}
              </Anchor>
            ) : (
              "Your organisation"
            )}
          </Title>
          <CloseButton aria-label="Close details" onClick={onClose} />
        </Group>
        {company && (
          <>
            <Group gap={6}>
              <Badge size="sm" variant="outline" color="gray">
                Tier {company.tier}
              </Badge>
              {company.hasRisks && (
                <Badge size="sm" variant="light" color="red">
                  Risks
                </Badge>
              )}
              {company.countryCode && (
                <Text size="xs" c="dimmed">
                  {countryName(company.countryCode) ?? company.countryCode}
                </Text>
              )}
            </Group>
            <Text size="sm">
              Relevance {relevance(company)}: {counted(company.alertCount, "alert")} ×{" "}
              {relevanceWeights.alerts} + {counted(company.riskCount, "risk")} ×{" "}
              {relevanceWeights.risks}
            </Text>
          </>
        )}
        <Text size="sm" fw={500}>
          {company ? "Suppliers by relevance" : "Tier-1 suppliers by relevance"}
        </Text>
        {ranked.length === 0 ? (
          <Text size="sm" c="dimmed">
            No suppliers in the network shown.
          </Text>
        ) : (
          <List
            type="ordered"
            spacing={4}
            size="sm"
            aria-label={company ? `Suppliers of ${company.name}` : "Tier-1 suppliers"}
          >
            {ranked.slice(0, shownSuppliers).map((entry) => (
              <List.Item key={entry.company.id}>
                <Anchor component={Link} to={companyPagePath(entry.company.slug)} size="sm">
                  {entry.company.name}
                </Anchor>{" "}
                <Text span size="xs" c="dimmed">
                  relevance {entry.relevance} ({counted(entry.company.alertCount, "alert")},{" "}
                  {counted(entry.company.riskCount, "risk")})
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {ranked.length > shownSuppliers && (
          <Text size="xs" c="dimmed">
            and {ranked.length - shownSuppliers} more
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
