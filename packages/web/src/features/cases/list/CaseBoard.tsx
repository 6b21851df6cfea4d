import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SimpleGrid, Skeleton } from "@mantine/core";
import {
  type CaseSort,
  type CaseStatus,
  caseStatuses,
  resolvingStatuses,
} from "@tierwise/common/cases";
import { useRef, useState } from "react";
import { ErrorWithRetry } from "../../../ui/forms/ErrorWithRetry.tsx";
import {
  boardAnnouncements,
  boardDragInstructions,
  boardKeyboardCoordinates,
} from "./board-keyboard.ts";
import { CaseBoardColumn } from "./CaseBoardColumn.tsx";
import type { CaseFiltersInput, CaseListRow } from "./case-list.graphql.ts";
import { ResolveCaseDialog, type ResolveTarget } from "./ResolveCaseDialog.tsx";
import { useBoardCases } from "./use-board-cases.ts";
import { useCaseStatusChange } from "./use-case-status-change.ts";

type CaseBoardProps = {
  filters: CaseFiltersInput;
  sort: CaseSort;
  onOpen: (row: CaseListRow) => void;
};

/**
 * The board (spec 2 §2 "Case list"): a column per status in spec order with its count. Cards
 * move between columns by pointer or keyboard; a move to Complete or Retired goes through the
 * resolve dialog, any other move is saved at once.
 */
export function CaseBoard({ filters, sort, onOpen }: CaseBoardProps) {
  const board = useBoardCases(filters, sort);
  const change = useCaseStatusChange();
  const [resolving, setResolving] = useState<ResolveTarget | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardKeyboardCoordinates }),
  );
  // dnd-kit reads announcements during its events: they look cards up in the latest columns.
  const cardsRef = useRef(new Map<string, CaseListRow>());
  cardsRef.current = new Map(
    board.columns.flatMap((column) => column.cards.map((row) => [row.id, row] as const)),
  );

  if (board.failed) return <ErrorWithRetry onRetry={board.retry} />;
  if (board.loading) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} aria-busy="true">
        {caseStatuses.map((status) => (
          <Skeleton key={status} height={240} />
        ))}
      </SimpleGrid>
    );
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const row = cardsRef.current.get(String(active.id));
    const target = over ? (String(over.id) as CaseStatus) : null;
    if (!row || !target || !caseStatuses.includes(target) || target === row.status) return;
    if (resolvingStatuses.includes(target)) setResolving({ row, status: target });
    else void change.move(row, target);
  };

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements: boardAnnouncements((id) => cardsRef.current.get(id)),
          screenReaderInstructions: { draggable: boardDragInstructions },
        }}
        onDragEnd={onDragEnd}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {board.columns.map((column) => (
            <CaseBoardColumn
              key={column.status}
              column={column}
              onOpen={onOpen}
              onShowMore={() => board.showMore(column.status)}
            />
          ))}
        </SimpleGrid>
      </DndContext>
      <ResolveCaseDialog
        target={resolving}
        onClose={() => setResolving(null)}
        onResolve={(target, comment) => change.resolve(target.row, target.status, comment)}
      />
    </>
  );
}
