import { NoteMarkdown } from "./NoteMarkdown.tsx";
import type { WidgetViewProps } from "./widget-data.ts";

/** Text the dashboard's editors wrote, in Markdown. */
export function NoteWidget({ data }: WidgetViewProps<"note">) {
  return <NoteMarkdown markdown={data.markdown} />;
}
