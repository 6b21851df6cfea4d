import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ComponentProps } from "react";
import { PortfolioTreeRow } from "./PortfolioTreeRow.tsx";

type SortableTreeRowProps = Omit<
  ComponentProps<typeof PortfolioTreeRow>,
  "drag" | "dragging" | "style" | "rowRef"
> & {
  /** May the viewer move this portfolio (the row stays a drop target either way)? */
  draggable: boolean;
};

/** A tree row wired to dnd-kit: the row is a drop target, its handle starts a drag. */
export function SortableTreeRow({ draggable, ...props }: SortableTreeRowProps) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: props.row.node.id, disabled: { draggable: !draggable, droppable: false } });
  return (
    <PortfolioTreeRow
      {...props}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      dragging={isDragging}
      drag={{ handleRef: setActivatorNodeRef, attributes, listeners, enabled: draggable }}
    />
  );
}
