import { missingValue } from "@tierwise/common/formatting";

/** Characters outside Latin-1 that the standard PDF fonts' WinAnsi encoding still holds. */
const winAnsiExtras = new Set(
  [402, 8211, 8212, 8216, 8217, 8218, 8220, 8221, 8222, 8224, 8225, 8226, 8230, 8364, 8240, 8249]
    .concat([8250, 710, 8482, 338, 339, 732, 352, 353, 376, 381, 382])
    .map((code) => String.fromCodePoint(code)),
);

/** Letters Unicode does not decompose but that read fine without their stroke. */
const strokeless: Readonly<Record<string, string>> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(char)
  );
}

/**
 * Text the built-in Helvetica can print. The standard fonts cover WinAnsi only (Western
 * European); other letters lose their accents (ş → s, ł → l) and anything else becomes "?", instead of printing as garbage. Embedding a Unicode font would lift
 * this, at the cost of shipping one.
 */
export function pdfText(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return missingValue;
  let out = "";
  for (const char of value.replace(/\s+/g, " ")) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const base = (strokeless[char] ?? char).normalize("NFKD").replace(/\p{M}/gu, "");
    out += [...base].every(isWinAnsi) && base !== "" ? base : "?";
  }
  return out;
}

export function isoDay(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return missingValue;
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? missingValue : date.toISOString().slice(0, 10);
}

export function utcTimestamp(value: Date): string {
  return `${value.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export function fixed(value: number | null | undefined, digits = 2): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? missingValue
    : value.toFixed(digits);
}

export function whole(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? missingValue
    : new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }).format(value);
}
