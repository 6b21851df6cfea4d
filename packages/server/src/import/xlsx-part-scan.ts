import { XlsxLimitError, type XlsxLimits, xlsxLimitMessages } from "./xlsx-limits.ts";

/** The XML parts ExcelJS's streaming reader parses, named as its reader tells them apart. */
export type XlsxPart = "sharedStrings" | "worksheet" | "other";

const parsedParts = new Set(["xl/_rels/workbook.xml.rels", "xl/workbook.xml", "xl/styles.xml"]);

/** The part a zip entry is to ExcelJS, or null for one it skips (its patterns are not anchored). */
export function xlsxPartOf(path: string): XlsxPart | null {
  if (path === "xl/sharedStrings.xml") return "sharedStrings";
  if (parsedParts.has(path)) return "other";
  if (/xl\/worksheets\/sheet\d+[.]xml/.test(path)) return "worksheet";
  if (/xl\/worksheets\/_rels\/sheet\d+[.]xml.rels/.test(path)) return "other";
  return null;
}

/** Thrown by a shared-strings part: which string is too long (its row is looked up after). */
export class OverlongSharedString extends Error {
  readonly index: number;
  constructor(index: number) {
    super(`shared string ${index} is too long`);
    this.index = index;
  }
}

const lt = 0x3c;
const gt = 0x3e;
const amp = 0x26;
const semicolon = 0x3b;
const quote = 0x22;
const apostrophe = 0x27;
const bang = 0x21;
const question = 0x3f;
const dash = 0x2d;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const slash = 0x2f;
/** Longest entity reference counted as one character (`&#x10FFFF;` is 10 bytes). */
const maxEntityBytes = 12;

type Markup = "tag" | "comment" | "cdata" | "instruction";

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)?.[2];
const rowOfReference = (reference: string | undefined) => {
  const digits = reference ? /\d+$/.exec(reference)?.[0] : undefined;
  return digits ? Number(digits) : null;
};

/**
 * Reads one XML part of a workbook as it is inflated, holding only a few counters and the start
 * of the current tag: every run of text or markup is bounded, so nothing the XML parser behind
 * ExcelJS would build in one piece can be longer than the limits. A cell's text is counted
 * across its runs (a shared string's `<si>`, a sheet's `<c>`), entities as one character.
 * With `wanted` set, a sheet part also notes the first row whose cell uses that shared string.
 */
export class XlsxPartScanner {
  /** The row of the first cell using shared string `wanted`, once found. */
  found: number | null = null;
  private inMarkup = false;
  private markup: Markup = "tag";
  private markupBytes = 0;
  private readonly head = Buffer.alloc(128);
  private headLength = 0;
  private quoteByte = 0;
  private previous = 0;
  private beforePrevious = 0;
  private entityBytes = -1;
  private inCell = false;
  private cellChars = 0;
  private looseChars = 0;
  private row = 0;
  private cellRow = 0;
  private sharedStrings = -1;
  private cellIsShared = false;
  private inValue = false;
  private value = "";
  private readonly part: XlsxPart;
  private readonly limits: XlsxLimits;
  private readonly wanted: number | null;

  constructor(part: XlsxPart, limits: XlsxLimits, wanted: number | null = null) {
    this.part = part;
    this.limits = limits;
    this.wanted = wanted;
  }

  write(chunk: Buffer) {
    let at = 0;
    while (at < chunk.length)
      at = this.inMarkup ? this.markupRun(chunk, at) : this.textRun(chunk, at);
  }

  /** Text up to the next "<": counted in UTF-16 units, as JavaScript and Excel count. */
  private textRun(chunk: Buffer, start: number): number {
    const lessThan = chunk.indexOf(lt, start);
    const end = lessThan === -1 ? chunk.length : lessThan;
    let units = 0;
    let entityBytes = this.entityBytes;
    for (let i = start; i < end; i++) {
      const byte = chunk[i] as number;
      if (entityBytes >= 0) {
        // A reference counts as one character, at its "&"; one without ";" is text again.
        entityBytes = byte === semicolon ? -1 : entityBytes + 1;
        if (entityBytes === -1 || entityBytes <= maxEntityBytes) continue;
        entityBytes = -1;
      }
      if (byte === amp) entityBytes = 0;
      // UTF-8: continuation bytes add nothing, a four-byte sequence is two UTF-16 units.
      if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
    }
    this.entityBytes = entityBytes;
    if (this.inValue && this.value.length < 16) this.value += chunk.toString("latin1", start, end);
    if (this.inCell) {
      this.cellChars += units;
      if (this.cellChars > this.limits.maxCellChars) this.cellTooLong();
    } else {
      this.looseChars += units;
      if (this.looseChars > this.limits.maxTagBytes) this.markupTooLong();
    }
    if (lessThan === -1) return end;
    this.inMarkup = true;
    this.markup = "tag";
    this.markupBytes = 0;
    this.headLength = 0;
    this.quoteByte = 0;
    this.previous = 0;
    this.beforePrevious = 0;
    this.entityBytes = -1;
    return end + 1;
  }

  private cellTooLong(): never {
    if (this.part === "sharedStrings") throw new OverlongSharedString(this.sharedStrings);
    throw new XlsxLimitError(xlsxLimitMessages.cell(this.limits, this.row || null));
  }

  private markupTooLong(): never {
    throw new XlsxLimitError(xlsxLimitMessages.tag(this.limits));
  }

  /** Markup after "<" up to its end: a tag's ">" outside quotes, "-->", "]]>" or "?>". */
  private markupRun(chunk: Buffer, start: number): number {
    let at = start;
    // The first two bytes tell a tag from a comment, CDATA or processing instruction.
    while (this.markupBytes < 2 && at < chunk.length) {
      const byte = chunk[at] as number;
      this.markupBytes += 1;
      this.head[this.headLength++] = byte;
      this.classify(this.markupBytes, byte);
      if (this.markup === "tag" && byte === gt) return this.endMarkup(chunk, at);
      if (this.markup === "tag" && (byte === quote || byte === apostrophe)) this.quoteByte = byte;
      this.beforePrevious = this.previous;
      this.previous = byte;
      at += 1;
    }
    return this.markup === "tag" ? this.tagRun(chunk, at) : this.otherMarkupRun(chunk, at);
  }

  /** A tag's bytes up to its ">" outside quotes; only its first bytes are kept. */
  private tagRun(chunk: Buffer, start: number): number {
    let quoteByte = this.quoteByte;
    let i = start;
    for (; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      if (quoteByte !== 0) {
        if (byte === quoteByte) quoteByte = 0;
      } else if (byte === gt) break;
      else if (byte === quote || byte === apostrophe) quoteByte = byte;
    }
    this.quoteByte = quoteByte;
    const kept = Math.min(i - start, this.head.length - this.headLength);
    chunk.copy(this.head, this.headLength, start, start + kept);
    this.headLength += kept;
    this.markupBytes += i - start;
    if (i > start) {
      this.beforePrevious = i - start > 1 ? (chunk[i - 2] as number) : this.previous;
      this.previous = chunk[i - 1] as number;
    }
    if (this.markupBytes > this.limits.maxTagBytes) this.markupTooLong();
    return i < chunk.length ? this.endMarkup(chunk, i) : i;
  }

  /** A comment, CDATA section or processing instruction, to its end. */
  private otherMarkupRun(chunk: Buffer, start: number): number {
    const [twice, minimum] =
      this.markup === "comment"
        ? [dash, 6]
        : this.markup === "cdata"
          ? [closeBracket, 11]
          : [question, 3];
    for (let i = start; i < chunk.length; i++) {
      const byte = chunk[i] as number;
      this.markupBytes += 1;
      if (
        byte === gt &&
        this.markupBytes >= minimum &&
        this.previous === twice &&
        (this.markup === "instruction" || this.beforePrevious === twice)
      ) {
        return this.endMarkup(chunk, i);
      }
      this.beforePrevious = this.previous;
      this.previous = byte;
    }
    if (this.markupBytes > this.limits.maxTagBytes) this.markupTooLong();
    return chunk.length;
  }

  /** The markup ends at `at` (its ">"); a tag moves the cell and row counters. */
  private endMarkup(_chunk: Buffer, at: number): number {
    this.inMarkup = false;
    this.looseChars = 0;
    if (this.markup === "tag") this.endTag();
    return at + 1;
  }

  private classify(bytes: number, byte: number) {
    if (bytes === 1 && byte === question) this.markup = "instruction";
    if (bytes === 2 && this.head[0] === bang) {
      if (byte === dash) this.markup = "comment";
      else if (byte === openBracket) this.markup = "cdata";
      // No part of a workbook declares a document type; its entities could expand on parsing.
      else throw new Error("a part of it declares a document type");
    }
  }

  /** Whether the element's local name (after any prefix) is `name`. */
  private named(from: number, name: string): boolean {
    const head = this.head;
    let end = from;
    let local = from;
    while (end < this.headLength) {
      const byte = head[end] as number;
      if (byte === slash || byte === gt || byte <= 0x20) break;
      if (byte === 0x3a) local = end + 1;
      end += 1;
    }
    if (end - local !== name.length) return false;
    for (let i = 0; i < name.length; i++) {
      if (head[local + i] !== name.charCodeAt(i)) return false;
    }
    return true;
  }

  private attributes(): string {
    return this.head.toString("latin1", 0, this.headLength);
  }

  /** An element starts or ends: the cell and row counters follow it. */
  private endTag() {
    if (this.markupBytes > this.limits.maxTagBytes) this.markupTooLong();
    const closing = this.head[0] === slash;
    const selfClosing = this.previous === slash;
    const from = closing ? 1 : 0;
    if (this.part === "sharedStrings") {
      if (!this.named(from, "si")) return;
      if (!closing) this.sharedStrings += 1;
      this.inCell = !closing && !selfClosing;
      this.cellChars = 0;
    } else if (this.part === "worksheet") {
      if (this.named(from, "c")) {
        if (!closing) {
          this.cellIsShared = this.wanted !== null && attribute(this.attributes(), "t") === "s";
          this.cellRow = this.cellIsShared
            ? (rowOfReference(attribute(this.attributes(), "r")) ?? this.row)
            : this.row;
          this.value = "";
        } else if (this.cellIsShared && this.found === null) {
          if (this.value.trim() === String(this.wanted)) this.found = this.cellRow;
        }
        this.inCell = !closing && !selfClosing;
        this.cellChars = 0;
      } else if (this.named(from, "v")) {
        this.inValue = !closing && !selfClosing && this.cellIsShared;
      } else if (!closing && this.named(from, "row")) {
        this.row = rowOfReference(attribute(this.attributes(), "r")) ?? this.row + 1;
      }
    }
  }
}
