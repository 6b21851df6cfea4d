import { describe, expect, it } from "vitest";
import { csvCell, csvLine, escapeFormula } from "./csv-cells.ts";

describe("formula injection", () => {
  it("prefixes text that a spreadsheet would run as a formula with a single quote", () => {
    for (const text of ["=1+1", "+49 40 1234", "-2+3", "@SUM(A1)", "\tcmd", "\r=x"]) {
      expect(escapeFormula(text)).toBe(`'${text}`);
    }
  });

  it("leaves ordinary text alone, including those characters later in the text", () => {
    for (const text of ["Acme", "A=B", "R&D + Co", "x@y.test", " =leading space", ""]) {
      expect(escapeFormula(text)).toBe(text);
    }
  });

  it("escapes before quoting, so the quote is inside the CSV field", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell("-5")).toBe("'-5");
  });

  it("writes numbers as numbers, negative ones included", () => {
    expect(csvCell(-3.5)).toBe("-3.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
  });
});

describe("CSV lines", () => {
  it("quotes commas, quotes, line breaks and edge spaces, and ends with CRLF", () => {
    expect(csvLine(["a,b", 'say "hi"', "two\nlines", " pad", "plain", 7, null])).toBe(
      '"a,b","say ""hi""","two\nlines"," pad",plain,7,\r\n',
    );
  });
});
