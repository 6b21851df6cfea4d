/**
 * The note widget's Markdown, a small safe subset: headings (#, ##, ###), bulleted (- or *) and
 * numbered (1.) lists and paragraphs. Inline marks are NoteMarkdown's.
 */
export type NoteBlock =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "list"; ordered: boolean; items: string[] }
  | { kind: "paragraph"; text: string };

export function noteBlocks(markdown: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    paragraph = [];
  };
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (line === "") flush();
    else if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: heading[1]?.length as 1 | 2 | 3,
        text: heading[2] ?? "",
      });
    } else if (bullet || numbered) {
      flush();
      const ordered = Boolean(numbered);
      const text = (bullet?.[1] ?? numbered?.[1]) as string;
      const last = blocks.at(-1);
      if (last?.kind === "list" && last.ordered === ordered) last.items.push(text);
      else blocks.push({ kind: "list", ordered, items: [text] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
