import type { RenderLeafProps } from "slate-react";
import type { MarkedText } from "./slate-types.ts";

/** A text run with the document's marks: bold, italics, underline and colour. */
export function EditorLeaf({ attributes, children, leaf }: RenderLeafProps) {
  const marks = leaf as MarkedText;
  let content = children;
  if (marks.bold) content = <strong>{content}</strong>;
  if (marks.italics) content = <em>{content}</em>;
  if (marks.underline) content = <u>{content}</u>;
  return (
    <span {...attributes} style={marks.colour ? { color: marks.colour } : undefined}>
      {content}
    </span>
  );
}
