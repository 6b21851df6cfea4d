import type { Announcements, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { type CaseStatus, caseStatuses, caseStatusLabels } from "@tierwise/common/cases";
import type { CaseListRow } from "./case-list.graphql.ts";

const isStatus = (value: unknown): value is CaseStatus =>
  caseStatuses.includes(value as CaseStatus);

/**
 * Keyboard moves on the board: the right and left arrow keys take the picked-up card to the next
 * or previous status column (in spec order), placing it over that column's middle so the
 * collision detection chooses it.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const overId = context.over?.id;
  const from = isStatus(overId) ? overId : context.active?.data.current?.status;
  const index = caseStatuses.indexOf(isStatus(from) ? from : "to_do");
  const target = caseStatuses[Math.min(caseStatuses.length - 1, Math.max(0, index + step))];
  const column = target ? context.droppableRects.get(target) : undefined;
  const card = context.collisionRect;
  if (!column || !card) return currentCoordinates;
  return {
    x: column.left + column.width / 2 - card.width / 2,
    y: column.top + column.height / 2 - card.height / 2,
  };
};

/** Read out when a card's move handle gets focus. */
export const boardDragInstructions =
  "To move a case to another status, press Space or Enter on its move handle. The right and " +
  "left arrow keys move it between the status columns. Press Space or Enter to drop it, or " +
  "Escape to cancel.";

const caseName = (row: CaseListRow | undefined) =>
  row ? `Case ID ${row.rowNumber}: ${row.title}` : "The case";

const columnName = (id: unknown) => (isStatus(id) ? caseStatusLabels[id] : "no column");

/** What screen readers hear while a card is moved (dnd-kit's live region). */
export function boardAnnouncements(rowOf: (id: string) => CaseListRow | undefined): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${caseName(rowOf(String(active.id)))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${caseName(rowOf(String(active.id)))} is over ${columnName(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${caseName(rowOf(String(active.id)))} was dropped on ${columnName(over.id)}.`
        : `${caseName(rowOf(String(active.id)))} was dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${caseName(rowOf(String(active.id)))} was cancelled. It stays where it was.`,
  };
}
