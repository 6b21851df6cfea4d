import { describe, expect, it } from "vitest";
import { brandPalette, hexToHsl, hslToHex, normalizeHex } from "./brand-palette.ts";

const lightness = (hex: string) => hexToHsl(hex).l;

describe("brandPalette", () => {
  it("rejects values that are not hex colours", () => {
    expect(brandPalette("red")).toBeNull();
    expect(brandPalette("#12345")).toBeNull();
    expect(brandPalette("")).toBeNull();
  });

  it.each(["#1c7ed6", "#e8590c", "#2b8a3e", "#000000", "#ffffff", "#fab005", "#7048e8"])(
    "builds ten valid shades from light to dark holding %s exactly",
    (hex) => {
      const palette = brandPalette(hex);
      if (!palette) throw new Error("expected a palette");
      expect(palette.shades).toHaveLength(10);
      for (const shade of palette.shades) expect(shade).toMatch(/^#[0-9a-f]{6}$/);
      expect(palette.shades[palette.brandIndex]).toBe(hex);
      for (let index = 1; index < palette.shades.length; index += 1) {
        expect(lightness(palette.shades[index] as string)).toBeLessThanOrEqual(
          lightness(palette.shades[index - 1] as string) + 1e-9,
        );
      }
      expect(palette.primaryShade).toBeGreaterThanOrEqual(5);
      expect(palette.primaryShade).toBeLessThanOrEqual(8);
    },
  );

  it("places a mid-tone brand colour where Mantine's primary shade is read", () => {
    const palette = brandPalette("#1c7ed6");
    expect(palette?.brandIndex).toBe(palette?.primaryShade);
  });

  it("keeps the hue of the brand colour in the generated shades", () => {
    const palette = brandPalette("#e8590c");
    if (!palette) throw new Error("expected a palette");
    const hue = hexToHsl("#e8590c").h;
    for (const shade of palette.shades.slice(2, 9)) {
      expect(Math.abs(hexToHsl(shade).h - hue)).toBeLessThan(3);
    }
  });

  it("accepts the short form and upper case", () => {
    expect(normalizeHex("#ABC")).toBe("#aabbcc");
    expect(brandPalette("#F00")?.shades).toContain("#ff0000");
  });

  it("converts between hex and HSL without drift", () => {
    for (const hex of ["#1c7ed6", "#e8590c", "#808080"]) expect(hslToHex(hexToHsl(hex))).toBe(hex);
  });
});
