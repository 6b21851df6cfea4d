import {
  type BlockNode,
  type InlineNode,
  isList,
  isMention,
  isTextLeaf,
  type ListNode,
  type RichTextDocument,
} from "@tierwise/common/rich-text";
import { colors } from "../../companies/pdf/pdf-layout.ts";
import { pdfText } from "../../companies/pdf/pdf-text.ts";

/**
 * A case description (spec 2 §3 rich text) in case.pdf: headings, paragraphs, bulleted and
 * numbered lists nested up to four deep, bold, italics, underline, links and mentions as
 * "@Name". Colours are left out: the export is for reading and printing.
 */

type Run = { text: string; bold: boolean; italics: boolean; underline: boolean; link?: string };

const fontOf = (run: Pick<Run, "bold" | "italics">) =>
  run.bold
    ? run.italics
      ? "Helvetica-BoldOblique"
      : "Helvetica-Bold"
    : run.italics
      ? "Helvetica-Oblique"
      : "Helvetica";

/** Text the standard fonts can print, keeping an empty run empty. */
const printable = (text: string) => (text === "" ? "" : pdfText(text));

function runsOf(nodes: readonly InlineNode[], forceBold = false): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (isTextLeaf(node)) {
      return [
        {
          text: printable(node.text),
          bold: forceBold || node.bold === true,
          italics: node.italics === true,
          underline: node.underline === true,
        },
      ];
    }
    if (isMention(node)) {
      return [
        { text: printable(`@${node.displayName}`), bold: true, italics: false, underline: false },
      ];
    }
    return node.children.map((leaf) => ({
      text: printable(leaf.text),
      bold: forceBold || leaf.bold === true,
      italics: leaf.italics === true,
      underline: true,
      link: node.url,
    }));
  });
}

/** One line of runs at an indent; a line with nothing to print still takes its height. */
function writeRuns(doc: PDFKit.PDFDocument, runs: Run[], size: number, indent: number) {
  const x = doc.page.margins.left + indent;
  const width = doc.page.width - doc.page.margins.right - x;
  const printableRuns = runs.filter((run) => run.text !== "");
  if (printableRuns.length === 0) {
    doc.font("Helvetica").fontSize(size).text(" ", x, doc.y, { width });
    return;
  }
  printableRuns.forEach((run, index) => {
    doc.font(fontOf(run)).fontSize(size).fillColor(colors.text);
    const options = {
      width,
      continued: index < printableRuns.length - 1,
      underline: run.underline,
      link: run.link ?? null,
    };
    if (index === 0) doc.text(run.text, x, doc.y, options);
    else doc.text(run.text, options);
  });
}

function writeList(doc: PDFKit.PDFDocument, list: ListNode, depth: number) {
  const indent = 12 * depth;
  list.children.forEach((item, index) => {
    const marker = list.type === "numbered-list" ? `${index + 1}.` : "•";
    const inline: InlineNode[] = [];
    const nested: ListNode[] = [];
    for (const child of item.children) {
      if (isList(child)) nested.push(child);
      else inline.push(child);
    }
    const markerRun: Run = { text: `${marker} `, bold: false, italics: false, underline: false };
    writeRuns(doc, [markerRun, ...runsOf(inline)], 9, indent);
    for (const sub of nested) writeList(doc, sub, depth + 1);
  });
}

function writeBlock(doc: PDFKit.PDFDocument, block: BlockNode) {
  if (isList(block)) {
    writeList(doc, block, 1);
  } else if (block.type === "heading-one") {
    doc.moveDown(0.3);
    writeRuns(doc, runsOf(block.children, true), 13, 0);
  } else if (block.type === "heading-two") {
    doc.moveDown(0.2);
    writeRuns(doc, runsOf(block.children, true), 11, 0);
  } else {
    writeRuns(doc, runsOf(block.children), 9, 0);
  }
  doc.moveDown(0.25);
}

export function writeRichText(doc: PDFKit.PDFDocument, document: RichTextDocument) {
  for (const block of document) writeBlock(doc, block);
  doc.x = doc.page.margins.left;
}
