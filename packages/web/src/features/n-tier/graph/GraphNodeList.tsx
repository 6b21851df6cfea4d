import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { companyPagePath } from "@tierwise/common/app-paths";
import { Link } from "react-router";
import { nTierTiers } from "../n-tier-filter.ts";
import { type NTierGraphModel, rootNodeId } from "./graph-model.ts";
import type { PathHighlight } from "./upstream-paths.ts";

type GraphNodeListProps = {
  graph: NTierGraphModel;
  /** With a search highlight on, only the companies on its paths are listed. */
  highlight: PathHighlight | null;
  selectedNode: string | null;
  onSelectNode: (nodeId: string) => void;
};

/**
 * The network as a list by tier, each company with the customers it supplies: what the graph
 * shows, for keyboards and screen readers, and the view itself when WebGL is missing.
 */
export function GraphNodeList({
  graph,
  highlight,
  selectedNode,
  onSelectNode,
}: GraphNodeListProps) {
  const shown = (id: string) => !highlight || highlight.nodes.has(id);
  const customerName = (id: string) =>
    id === rootNodeId ? "your organisation" : (graph.getNodeAttribute(id, "company")?.name ?? id);

  return (
    <Stack gap="lg">
      {nTierTiers.map((tier) => {
        const companies = graph
          .filterNodes((id, attributes) => attributes.tier === tier && shown(id))
          .flatMap((id) => {
            const company = graph.getNodeAttribute(id, "company");
            return company ? [company] : [];
          })
          .sort((a, b) => a.name.localeCompare(b.name));
        if (companies.length === 0) return null;
        return (
          <section key={tier} aria-labelledby={`n-tier-list-tier-${tier}`}>
            <Title order={3} size="h5" id={`n-tier-list-tier-${tier}`} mb={6}>
              Tier {tier} ({companies.length})
            </Title>
            <List spacing={6} listStyleType="none" aria-label={`Tier ${tier} companies`}>
              {companies.map((company) => (
                <List.Item key={company.id}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={companyPagePath(company.slug)} size="sm" fw={500}>
                      {company.name}
                    </Anchor>
                    {company.hasRisks && (
                      <Badge size="xs" variant="light" color="red">
                        Risks
                      </Badge>
                    )}
                    <Button
                      size="compact-xs"
                      variant={selectedNode === company.id ? "filled" : "subtle"}
                      aria-pressed={selectedNode === company.id}
                      aria-label={`Details of ${company.name}`}
                      onClick={() => onSelectNode(company.id)}
                    >
                      Details
                    </Button>
                  </Group>
                  <Text size="xs" c="dimmed">
                    Supplies{" "}
                    {graph.outNeighbors(company.id).filter(shown).map(customerName).join(", ") ||
                      "no company shown"}
                  </Text>
                </List.Item>
              ))}
            </List>
          </section>
        );
      })}
    </Stack>
  );
}
