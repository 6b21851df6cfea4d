import { ActionIcon, Group, Paper, Text, Tooltip } from "@mantine/core";
import { useElementSize, useMergedRef } from "@mantine/hooks";
import { IconArrowsMove, IconSettings, IconTrash } from "@tabler/icons-react";
import type { DashboardWidget } from "@tierwise/common/dashboards/widget-types";
import type { KeyboardEvent, ReactNode } from "react";
import { useScrollOverflow } from "../../../ui/use-scroll-overflow.ts";
import { WidgetErrorBoundary } from "../extensions/WidgetErrorBoundary.tsx";

/** Arrow keys move a widget; with Shift they resize it (grid units). */
export type WidgetNudge = { dx?: number; dy?: number; dw?: number; dh?: number };

const arrowNudges: Record<string, { move: WidgetNudge; resize: WidgetNudge }> = {
  ArrowLeft: { move: { dx: -1 }, resize: { dw: -1 } },
  ArrowRight: { move: { dx: 1 }, resize: { dw: 1 } },
  ArrowUp: { move: { dy: -1 }, resize: { dh: -1 } },
  ArrowDown: { move: { dy: 1 }, resize: { dh: 1 } },
};

export const dragHandleClass = "dashboard-widget-drag-handle";

type WidgetFrameProps = {
  widget: DashboardWidget;
  editing: boolean;
  onConfigure: () => void;
  onRemove: () => void;
  onNudge: (nudge: WidgetNudge) => void;
  children: (height: number) => ReactNode;
};

/**
 * A widget's frame: its title as the region's name, and in Edit mode a handle that drags with
 * a pointer and moves (arrows) or resizes (Shift + arrows) with the keyboard, Configure and
 * Remove. The body gets its measured height; an error inside stays inside. A body whose content
 * is taller or wider than the widget scrolls, and then takes the keyboard focus as a region of
 * its own, so keyboard users can scroll it too (a table has nothing focusable; a map takes the
 * arrow keys for itself).
 */
export function WidgetFrame({
  widget,
  editing,
  onConfigure,
  onRemove,
  onNudge,
  children,
}: WidgetFrameProps) {
  const { ref: sizeRef, height } = useElementSize();
  const { ref: overflowRef, overflowing } = useScrollOverflow<HTMLDivElement>();
  const bodyRef = useMergedRef(sizeRef, overflowRef);
  const headingId = `widget-title-${widget.id}`;
  const onHandleKey = (event: KeyboardEvent) => {
    const nudge = arrowNudges[event.key];
    if (!nudge) return;
    event.preventDefault();
    onNudge(event.shiftKey ? nudge.resize : nudge.move);
  };
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      h="100%"
      style={{ display: "flex", flexDirection: "column", overflow: "hidden" }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb={6}>
        <Text id={headingId} component="h2" fw={600} size="sm" m={0} truncate>
          {widget.title}
        </Text>
        {editing && (
          <Group gap={2} wrap="nowrap">
            <Tooltip label="Drag to move; arrow keys move, Shift + arrow keys resize">
              <ActionIcon
                variant="subtle"
                className={dragHandleClass}
                aria-label={`Move or resize ${widget.title}`}
                aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown"
                onKeyDown={onHandleKey}
                style={{ cursor: "move" }}
              >
                <IconArrowsMove size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <ActionIcon
              variant="subtle"
              aria-label={`Configure ${widget.title}`}
              onClick={onConfigure}
            >
              <IconSettings size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${widget.title}`}
              onClick={onRemove}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <div
        ref={bodyRef}
        style={{ flex: 1, minHeight: 0, overflow: "auto" }}
        {...(overflowing
          ? { tabIndex: 0, role: "region", "aria-label": `${widget.title}, scrollable` }
          : {})}
      >
        <WidgetErrorBoundary title={widget.title}>{children(height)}</WidgetErrorBoundary>
      </div>
    </Paper>
  );
}
