// Small layout helpers over pdfkit: section headings, label/value grids and tables that break
// across pages and repeat their header row.

export const colors = { text: "#1f2933", muted: "#52606d", rule: "#d9e2ec", band: "#f0f4f8" };
export const fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };

const bodySize = 9;
const cellPadding = 3;

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

function bottom(doc: PDFKit.PDFDocument): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Starts a new page when fewer than `height` points are left on this one. */
export function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

export function sectionHeading(doc: PDFKit.PDFDocument, title: string): void {
  ensureSpace(doc, 60);
  doc.moveDown(0.8);
  const x = doc.page.margins.left;
  doc.font(fonts.bold).fontSize(12).fillColor(colors.text).text(title, x, doc.y);
  const y = doc.y + 2;
  doc
    .moveTo(x, y)
    .lineTo(x + contentWidth(doc), y)
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .stroke();
  doc.y = y + 6;
}

export function paragraph(doc: PDFKit.PDFDocument, text: string, muted = false): void {
  doc
    .font(fonts.regular)
    .fontSize(bodySize)
    .fillColor(muted ? colors.muted : colors.text)
    .text(text, doc.page.margins.left, doc.y, { width: contentWidth(doc) });
}

/** Label/value pairs in `columns` columns, row by row. */
export function keyValueGrid(
  doc: PDFKit.PDFDocument,
  pairs: readonly [string, string][],
  columns = 2,
): void {
  const width = contentWidth(doc) / columns;
  const labelWidth = width * 0.5;
  for (let start = 0; start < pairs.length; start += columns) {
    ensureSpace(doc, 16);
    const y = doc.y;
    let rowBottom = y;
    pairs.slice(start, start + columns).forEach(([label, value], index) => {
      const x = doc.page.margins.left + index * width;
      doc.font(fonts.regular).fontSize(bodySize).fillColor(colors.muted);
      doc.text(label, x, y, { width: labelWidth - 4 });
      rowBottom = Math.max(rowBottom, doc.y);
      doc.font(fonts.bold).fillColor(colors.text);
      doc.text(value, x + labelWidth, y, { width: width - labelWidth - 8 });
      rowBottom = Math.max(rowBottom, doc.y);
    });
    doc.y = rowBottom + 3;
  }
}

export type TableColumn = { header: string; width: number; align?: "left" | "right" };

/**
 * A table whose column widths are shares of the content width. Rows that do not fit start a
 * new page, which repeats the header row.
 */
export function table(
  doc: PDFKit.PDFDocument,
  columns: readonly TableColumn[],
  rows: readonly (readonly string[])[],
): void {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  const widths = columns.map((column) => (column.width / total) * contentWidth(doc));
  const left = doc.page.margins.left;

  const rowHeight = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(bodySize);
    return (
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(cell, { width: (widths[i] ?? 0) - 2 * cellPadding }),
        ),
      ) +
      2 * cellPadding
    );
  };

  const drawRow = (cells: readonly string[], header: boolean) => {
    const font = header ? fonts.bold : fonts.regular;
    const height = rowHeight(cells, font);
    const y = doc.y;
    if (header) {
      doc.rect(left, y, contentWidth(doc), height).fill(colors.band);
    }
    let x = left;
    cells.forEach((cell, i) => {
      const width = widths[i] ?? 0;
      doc
        .font(font)
        .fontSize(bodySize)
        .fillColor(colors.text)
        .text(cell, x + cellPadding, y + cellPadding, {
          width: width - 2 * cellPadding,
          align: columns[i]?.align ?? "left",
        });
      x += width;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + contentWidth(doc), y + height)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    doc.y = y + height;
  };

  const headers = columns.map((column) => column.header);
  ensureSpace(doc, rowHeight(headers, fonts.bold) + 20);
  drawRow(headers, true);
  for (const row of rows) {
    if (doc.y + rowHeight(row, fonts.regular) > bottom(doc)) {
      doc.addPage();
      drawRow(headers, true);
    }
    drawRow(row, false);
  }
  doc.x = left;
}

/** "Generated … · Page n of m" on every page; needs the document's bufferPages option. */
export function footers(doc: PDFKit.PDFDocument, text: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would make pdfkit add a page; lift the margin meanwhile.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.regular)
      .fontSize(7.5)
      .fillColor(colors.muted)
      .text(
        `${text} · Page ${i + 1} of ${range.count}`,
        doc.page.margins.left,
        doc.page.height - 32,
        {
          width: contentWidth(doc),
          align: "center",
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = margin;
  }
}
