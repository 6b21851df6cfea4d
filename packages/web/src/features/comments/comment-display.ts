import { formatRelativeDay } from "@tierwise/common/formatting";
import type { CommentAuthor } from "./activity-wall.graphql.ts";

/** "Today, 14:05", "Yesterday, 09:12" or "Nov 3, 10:00" (spec 1 §9 date rules). */
export function formatActivityTime(value: string): string {
  const date = new Date(value);
  const time = date.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  return `${formatRelativeDay(date)}, ${time}`;
}

/** A removed author keeps their name, marked as spec 2 §3 marks deactivated people. */
export function authorName(author: CommentAuthor | null): string {
  if (!author) return "System";
  const name = author.name || `${author.firstName} ${author.lastName}`.trim() || author.email;
  return author.deletedAt ? `${name} (deactivated)` : name;
}
