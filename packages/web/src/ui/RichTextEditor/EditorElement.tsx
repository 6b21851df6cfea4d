import type { MentionNode } from "@tierwise/common/rich-text";
import type { ReactNode } from "react";
import type { RenderElementProps } from "slate-react";
import classes from "./rich-text.module.css";
import "./slate-types.ts";

type EditorElementProps = RenderElementProps & {
  renderMention: (mention: MentionNode) => ReactNode;
};

/** One element of the document inside the editor (the viewer renders the same tags). */
export function EditorElement({
  attributes,
  children,
  element,
  renderMention,
}: EditorElementProps) {
  switch (element.type) {
    case "heading-one":
      return <h3 {...attributes}>{children}</h3>;
    case "heading-two":
      return <h4 {...attributes}>{children}</h4>;
    case "bulleted-list":
      return <ul {...attributes}>{children}</ul>;
    case "numbered-list":
      return <ol {...attributes}>{children}</ol>;
    case "list-item":
      return <li {...attributes}>{children}</li>;
    case "list-item-text":
      return (
        <div {...attributes} className={classes.block}>
          {children}
        </div>
      );
    case "link":
      return (
        <a {...attributes} href={element.url} rel="noopener noreferrer" target="_blank">
          {children}
        </a>
      );
    case "mention":
    case "user-mention":
    case "group-mention":
      return (
        <span {...attributes} contentEditable={false} data-mention-id={element.id}>
          {renderMention(element)}
          {children}
        </span>
      );
    default:
      return <p {...attributes}>{children}</p>;
  }
}
