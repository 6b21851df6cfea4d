import {
  type BlockNode,
  type InlineNode,
  isList,
  isMention,
  isTextLeaf,
  type ListItemNode,
  type MentionNode,
  parseRichText,
} from "@tierwise/common/rich-text";
import type { ReactNode } from "react";
import { MentionLabel } from "./MentionLabel.tsx";
import classes from "./rich-text.module.css";

type Render = { mention: (mention: MentionNode) => ReactNode };

function renderInline(node: InlineNode, key: number, render: Render): ReactNode {
  if (isTextLeaf(node)) {
    let content: ReactNode = node.text;
    if (node.bold) content = <strong>{content}</strong>;
    if (node.italics) content = <em>{content}</em>;
    if (node.underline) content = <u>{content}</u>;
    return (
      <span key={key} style={node.colour ? { color: node.colour } : undefined}>
        {content}
      </span>
    );
  }
  if (isMention(node)) return <span key={key}>{render.mention(node)}</span>;
  return (
    <a key={key} href={node.url} rel="noopener noreferrer" target="_blank">
      {node.children.map((child, index) => renderInline(child, index, render))}
    </a>
  );
}

function renderItem(item: ListItemNode, key: number, render: Render): ReactNode {
  return (
    <li key={key}>
      {item.children.map((child, index) =>
        !isTextLeaf(child) && isList(child)
          ? renderBlock(child, index, render)
          : renderInline(child, index, render),
      )}
    </li>
  );
}

function renderBlock(block: BlockNode, key: number, render: Render): ReactNode {
  if (isList(block)) {
    const items = block.children.map((item, index) => renderItem(item, index, render));
    return block.type === "numbered-list" ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
  }
  const inlines = block.children.map((child, index) => renderInline(child, index, render));
  if (block.type === "heading-one") return <h3 key={key}>{inlines}</h3>;
  if (block.type === "heading-two") return <h4 key={key}>{inlines}</h4>;
  return <p key={key}>{inlines}</p>;
}

type RichTextViewerProps = {
  /** A stored document; one that fails the schema shows as empty. */
  document: unknown;
  renderMention?: (mention: MentionNode) => ReactNode;
};

/**
 * A stored document, read-only, without loading the editor: the wall shows many notes and only
 * the composer needs Slate.
 */
export function RichTextViewer({
  document,
  renderMention = (mention) => <MentionLabel mention={mention} />,
}: RichTextViewerProps) {
  const blocks = parseRichText(document);
  return (
    <div className={classes.document}>
      {blocks.map((block, index) => renderBlock(block, index, { mention: renderMention }))}
    </div>
  );
}
