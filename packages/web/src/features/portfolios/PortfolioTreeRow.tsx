import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { ActionIcon, Anchor, Box, Group, Text } from "@mantine/core";
import { IconChevronDown, IconChevronRight, IconGripVertical } from "@tabler/icons-react";
import type { CSSProperties, Ref } from "react";
import { Link } from "react-router";
import { FavoriteToggle } from "./FavoriteToggle.tsx";
import { type PortfolioRowCommand, PortfolioRowMenu } from "./PortfolioRowMenu.tsx";
import { companiesLabel, subPortfoliosLabel } from "./portfolio-labels.ts";
import { portfolioPath } from "./portfolio-paths.ts";
import type { TreeRow } from "./portfolio-tree.ts";
import { indentationWidth } from "./tree-layout.ts";
import type { PortfolioPermissions } from "./use-portfolio-permissions.ts";

/** The drag wiring of a row, from useSortable (absent in the drag overlay). */
export type RowDrag = {
  handleRef: Ref<HTMLButtonElement>;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  enabled: boolean;
};

type PortfolioTreeRowProps = {
  row: TreeRow;
  /** While dragged: the level it would land at. */
  depth: number;
  permissions: PortfolioPermissions;
  drag: RowDrag | null;
  dragging?: boolean;
  style?: CSSProperties;
  rowRef?: Ref<HTMLDivElement>;
  onToggle: (id: string) => void;
  onFavorite: (row: TreeRow) => void;
  onCommand: (row: TreeRow, command: PortfolioRowCommand) => void;
};

/** One portfolio of the tree: move handle, expand toggle, name, counts, star and actions. */
export function PortfolioTreeRow({
  row,
  depth,
  permissions,
  drag,
  dragging = false,
  style,
  rowRef,
  onToggle,
  onFavorite,
  onCommand,
}: PortfolioTreeRowProps) {
  const { node } = row;
  return (
    <Group
      ref={rowRef}
      role="listitem"
      aria-level={depth + 1}
      aria-posinset={row.position}
      aria-setsize={row.siblingCount}
      gap={4}
      wrap="nowrap"
      h="100%"
      pl={depth * indentationWidth}
      pr="xs"
      style={{
        ...style,
        opacity: dragging ? 0.4 : undefined,
        borderBottom: "1px solid var(--mantine-color-default-border)",
        background: "var(--mantine-color-body)",
      }}
      data-portfolio-id={node.id}
    >
      {drag?.enabled ? (
        <ActionIcon
          ref={drag.handleRef}
          variant="subtle"
          color="gray"
          {...drag.attributes}
          {...drag.listeners}
          aria-label={`Move ${node.name}`}
          style={{ cursor: "grab", touchAction: "none" }}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
      ) : (
        <Box w={28} aria-hidden />
      )}
      {row.hasChildren ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`${row.expanded ? "Collapse" : "Expand"} ${node.name}`}
          aria-expanded={row.expanded}
          onClick={() => onToggle(node.id)}
        >
          {row.expanded ? (
            <IconChevronDown size={16} aria-hidden />
          ) : (
            <IconChevronRight size={16} aria-hidden />
          )}
        </ActionIcon>
      ) : (
        <Box w={28} aria-hidden />
      )}
      <Anchor
        component={Link}
        to={portfolioPath(node.slug)}
        // The tree's arrow keys move between these (PortfolioTreeView).
        data-tree-link={node.id}
        fw={600}
        size="sm"
        truncate="end"
        miw={0}
        style={{ flex: 1 }}
      >
        {node.name}
      </Anchor>
      <Text size="xs" c="dimmed" visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
        {companiesLabel(node.descendantCompaniesCount)}
        {node.childrenCount > 0 ? ` · ${subPortfoliosLabel(node.childrenCount)}` : ""}
      </Text>
      {permissions.favorite ? (
        <FavoriteToggle
          name={node.name}
          isFavorite={node.isFavorite}
          onToggle={() => onFavorite(row)}
        />
      ) : null}
      <PortfolioRowMenu
        name={node.name}
        permissions={permissions}
        onCommand={(command) => onCommand(row, command)}
      />
    </Group>
  );
}
