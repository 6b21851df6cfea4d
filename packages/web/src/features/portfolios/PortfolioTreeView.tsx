import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { Box, VisuallyHidden } from "@mantine/core";
import { useVirtualizer } from "@tanstack/react-virtual";
import type { PortfolioTreeNode } from "@tierwise/common/portfolio-tree";
import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import type { PortfolioRowCommand } from "./PortfolioRowMenu.tsx";
import { PortfolioTreeRow } from "./PortfolioTreeRow.tsx";
import { isDetached, type PortfolioTree, type TreeRow, visibleRows } from "./portfolio-tree.ts";
import { SortableTreeRow } from "./SortableTreeRow.tsx";
import { cancelled, dragInstructions, dropped, pickedUp, wouldLand } from "./tree-announcements.ts";
import { type DropAction, dropAction, projectDrop } from "./tree-drop.ts";
import { treeKeyAction } from "./tree-keyboard.ts";
import { indentationWidth, treeRowHeight, virtualizeAbove } from "./tree-layout.ts";
import type { PortfolioPermissions } from "./use-portfolio-permissions.ts";

/** Arrow keys: up and down move between rows, right and left change the level by one. */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { currentCoordinates } = args;
  if (event.code === "ArrowRight") {
    return { ...currentCoordinates, x: currentCoordinates.x + indentationWidth };
  }
  if (event.code === "ArrowLeft") {
    return { ...currentCoordinates, x: currentCoordinates.x - indentationWidth };
  }
  const next = sortableKeyboardCoordinates(event, args);
  // Keep the sideways offset: it is the level chosen so far.
  return next ? { x: currentCoordinates.x, y: next.y } : next;
};

type PortfolioTreeViewProps = {
  tree: PortfolioTree;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  permissionsFor: (node: PortfolioTreeNode) => PortfolioPermissions;
  onFavorite: (row: TreeRow) => void;
  onCommand: (row: TreeRow, command: PortfolioRowCommand) => void;
  onDrop: (action: DropAction, name: string) => void;
};

/**
 * The tree of /portfolios: rows for the expanded branches, virtualised past a few hundred, and
 * drag and drop (pointer or keyboard, announced to screen readers) to reorder siblings or move
 * a portfolio under another.
 */
export function PortfolioTreeView({
  tree,
  expanded,
  onToggle,
  permissionsFor,
  onFavorite,
  onCommand,
  onDrop,
}: PortfolioTreeViewProps) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overId, setOverId] = useState<string | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const rows = useMemo(() => visibleRows(tree, expanded, activeId), [tree, expanded, activeId]);
  const ids = useMemo(() => rows.map((row) => row.node.id), [rows]);
  // Announcements run inside dnd-kit's events: they read the latest rows from here.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const lastAnnounced = useRef("");

  const projectionFor = (active: string, over: string | null, deltaX: number) =>
    over ? projectDrop(rowsRef.current, active, over, Math.round(deltaX / indentationWidth)) : null;
  const projection = activeId ? projectionFor(activeId, overId, offsetX) : null;

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
    lastAnnounced.current = "";
  };

  // Called on moves (the level can change) and on a new row under the pointer; said once.
  const announceMove: Announcements["onDragMove"] = ({ active, over }) => {
    const rect = active.rect.current;
    const deltaX = (rect.translated?.left ?? 0) - (rect.initial?.left ?? 0);
    const place = projectionFor(String(active.id), over ? String(over.id) : null, deltaX);
    const text = place ? wouldLand(tree, String(active.id), place) : "";
    if (text === "" || text === lastAnnounced.current) return undefined;
    lastAnnounced.current = text;
    return text;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      // Where it is now needs no saying: only a new place is announced after this.
      const id = String(active.id);
      const place = projectionFor(id, id, 0);
      lastAnnounced.current = place ? wouldLand(tree, id, place) : "";
      return pickedUp(tree, id);
    },
    onDragMove: announceMove,
    onDragOver: announceMove,
    onDragEnd: ({ active, over }) => {
      const rect = active.rect.current;
      const deltaX = (rect.translated?.left ?? 0) - (rect.initial?.left ?? 0);
      return dropped(
        tree,
        String(active.id),
        projectionFor(String(active.id), over ? String(over.id) : null, deltaX),
      );
    },
    onDragCancel: ({ active }) => cancelled(tree, String(active.id)),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    setOverId(String(active.id));
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    const id = String(active.id);
    const place = over ? projectionFor(id, String(over.id), delta.x) : null;
    reset();
    const action = place ? dropAction(tree, id, place) : null;
    if (action) onDrop(action, tree.byId.get(id)?.name ?? "");
  };

  const renderRow = (row: TreeRow) => {
    const permissions = permissionsFor(row.node);
    return (
      <SortableTreeRow
        key={row.node.id}
        row={row}
        depth={row.node.id === activeId && projection ? projection.depth : row.depth}
        permissions={permissions}
        // A portfolio shown at the top level only because its parent is hidden keeps its place.
        draggable={permissions.rename && !isDetached(tree, row.node)}
        onToggle={onToggle}
        onFavorite={onFavorite}
        onCommand={onCommand}
      />
    );
  };

  const activeRow = activeId ? rows.find((row) => row.node.id === activeId) : undefined;

  // Arrow keys on a row's name move through the tree (tree-keyboard.ts); a drag in progress
  // has the focus on its handle, and dnd-kit's own keys.
  const keysHintId = useId();
  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const id = (event.target as HTMLElement).dataset.treeLink;
    const action = id ? treeKeyAction(rows, id, event.key) : null;
    if (!action) return;
    event.preventDefault();
    if (action.kind === "toggle") onToggle(action.id);
    else {
      event.currentTarget
        .querySelector<HTMLElement>(`[data-tree-link="${CSS.escape(action.id)}"]`)
        ?.focus();
    }
  };
  const listProps = {
    role: "list",
    "aria-label": "All portfolios",
    "aria-describedby": keysHintId,
    onKeyDown: onTreeKeyDown,
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: dragInstructions } }}
      onDragStart={onDragStart}
      onDragMove={({ delta }) => setOffsetX(delta.x)}
      onDragOver={({ over }) => setOverId(over ? String(over.id) : null)}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {rows.length > virtualizeAbove ? (
          <VirtualRows
            rows={rows}
            activeId={activeId}
            renderRow={renderRow}
            listProps={listProps}
          />
        ) : (
          <Box {...listProps}>
            {rows.map((row) => (
              <Box key={row.node.id} h={treeRowHeight}>
                {renderRow(row)}
              </Box>
            ))}
          </Box>
        )}
      </SortableContext>
      <VisuallyHidden id={keysHintId}>
        Up and down arrows move between portfolios, right and left open and close a branch, Enter
        opens a portfolio.
      </VisuallyHidden>
      <DragOverlay dropAnimation={null}>
        {activeRow ? (
          <Box h={treeRowHeight} style={{ boxShadow: "var(--mantine-shadow-md)" }}>
            <PortfolioTreeRow
              row={activeRow}
              depth={0}
              permissions={{
                update: false,
                rename: false,
                share: false,
                archive: false,
                favorite: false,
              }}
              drag={null}
              onToggle={() => undefined}
              onFavorite={() => undefined}
              onCommand={() => undefined}
            />
          </Box>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** Only the rows in view (and a margin), plus the dragged one so its drag never loses its node. */
function VirtualRows({
  rows,
  activeId,
  renderRow,
  listProps,
}: {
  rows: readonly TreeRow[];
  activeId: string | null;
  renderRow: (row: TreeRow) => ReactNode;
  listProps: ComponentProps<typeof Box<"div">>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = activeId ? rows.findIndex((row) => row.node.id === activeId) : -1;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => treeRowHeight,
    overscan: 12,
    getItemKey: (index) => rows[index]?.node.id ?? index,
    rangeExtractor: (range) => {
      const indexes: number[] = [];
      for (
        let index = range.startIndex - range.overscan;
        index <= range.endIndex + range.overscan;
        index += 1
      ) {
        if (index >= 0 && index < range.count) indexes.push(index);
      }
      if (activeIndex >= 0 && !indexes.includes(activeIndex)) indexes.push(activeIndex);
      return indexes.sort((a, b) => a - b);
    },
  });
  return (
    <Box ref={scrollRef} h="min(70vh, 720px)" style={{ overflowY: "auto" }} tabIndex={-1}>
      <Box {...listProps} pos="relative" h={virtualizer.getTotalSize()}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <Box
              key={item.key}
              pos="absolute"
              top={0}
              left={0}
              w="100%"
              h={treeRowHeight}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {renderRow(row)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
