import { Anchor, List, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { isSafeExternalUrl } from "../../../app/navigation/navigation-registry.ts";
import { noteBlocks } from "./note-blocks.ts";

const inlinePattern = /(\*\*[^*]+\*\*|\*[^*]+\*|_[^_]+_|`[^`]+`|\[[^\]]+\]\([^)\s]+\))/g;

function isSafeHref(href: string): boolean {
  return (href.startsWith("/") && !href.startsWith("//")) || isSafeExternalUrl(href);
}

function inlineMarkdown(text: string): ReactNode[] {
  return text.split(inlinePattern).map((part, index) => {
    const key = `${index}-${part}`;
    if (/^\*\*[^*]+\*\*$/.test(part)) return <strong key={key}>{part.slice(2, -2)}</strong>;
    if (/^(\*[^*]+\*|_[^_]+_)$/.test(part)) return <em key={key}>{part.slice(1, -1)}</em>;
    if (/^`[^`]+`$/.test(part)) return <code key={key}>{part.slice(1, -1)}</code>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const [, label, href] = link as unknown as [string, string, string];
      if (!isSafeHref(href)) return label;
      const external = !href.startsWith("/");
      return (
        <Anchor
          key={key}
          href={href}
          target={external ? "_blank" : undefined}
          rel={external ? "noopener noreferrer" : undefined}
        >
          {label}
        </Anchor>
      );
    }
    return part;
  });
}

/**
 * The note widget's Markdown, a small safe subset drawn as React elements (never as HTML, so a
 * note cannot inject markup or script): headings (#, ##, ###), bulleted (- or *) and numbered
 * (1.) lists, paragraphs, **bold**, *italics*, `code` and [links](https://…) with a harmless
 * scheme or a path on this site.
 */
export function NoteMarkdown({ markdown }: { markdown: string }) {
  return (
    <>
      {noteBlocks(markdown).map((block, index) => {
        const key = `${index}-${block.kind}`;
        if (block.kind === "heading")
          return (
            <Title key={key} order={(block.level + 2) as 3 | 4 | 5} mb={4}>
              {inlineMarkdown(block.text)}
            </Title>
          );
        if (block.kind === "list")
          return (
            <List key={key} type={block.ordered ? "ordered" : "unordered"} size="sm" mb="xs">
              {block.items.map((item, itemIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items are a fixed rendering of text.
                <List.Item key={itemIndex}>{inlineMarkdown(item)}</List.Item>
              ))}
            </List>
          );
        return (
          <Text key={key} size="sm" mb="xs">
            {inlineMarkdown(block.text)}
          </Text>
        );
      })}
    </>
  );
}
