import { DEFAULT_THEME } from "@mantine/core";
import { describe, expect, it } from "vitest";
import {
  contrast,
  lightenToCarry,
  luminance,
  minimumTextContrast,
  readablePalette,
} from "./readable-palette.ts";

describe("readablePalette", () => {
  it.each(Object.keys(DEFAULT_THEME.colors).filter((name) => name !== "dark"))(
    "makes %s's text shades read at 4.5:1 and keeps the order light to dark",
    (name) => {
      const palette = readablePalette(DEFAULT_THEME.colors[name] ?? DEFAULT_THEME.colors.blue);
      expect(contrast(palette[8], "#e9ecef")).toBeGreaterThanOrEqual(minimumTextContrast);
      // Links and text in the colour on its light tint (a selected row).
      expect(contrast(palette[8], palette[1])).toBeGreaterThanOrEqual(minimumTextContrast);
      expect(contrast(palette[9], palette[1])).toBeGreaterThanOrEqual(minimumTextContrast);
      // A light button's text (shade 9) on its hover background (shade 2), which axe measures
      // when the pointer still rests on the button it clicked.
      expect(contrast(palette[9], palette[2])).toBeGreaterThanOrEqual(minimumTextContrast);
      for (let index = 1; index < palette.length; index += 1) {
        expect(luminance(palette[index] as string)).toBeLessThanOrEqual(
          luminance(palette[index - 1] as string),
        );
      }
    },
  );

  it("keeps shades that already read, and the light ones untouched", () => {
    const pink = DEFAULT_THEME.colors.pink;
    expect(readablePalette(pink)).toEqual(pink);
    const green = readablePalette(DEFAULT_THEME.colors.green);
    expect(green.slice(0, 8)).toEqual(DEFAULT_THEME.colors.green.slice(0, 8));
  });

  it("darkens an extra shade for the background it is read on", () => {
    const gray = readablePalette(DEFAULT_THEME.colors.gray, { 6: DEFAULT_THEME.colors.gray[2] });
    expect(contrast(gray[6], DEFAULT_THEME.colors.gray[2])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(DEFAULT_THEME.colors.gray[6], "#ffffff")).toBeLessThan(4.5);
  });

  it("lightens a tint just enough to carry a text colour, and leaves one that does", () => {
    const tint = lightenToCarry("#f6d5d5", "#c92a2a");
    expect(contrast("#c92a2a", tint)).toBeGreaterThanOrEqual(minimumTextContrast);
    expect(contrast("#c92a2a", tint)).toBeLessThan(minimumTextContrast + 0.2);
    expect(lightenToCarry("#ffe3e3", "#1a1b1e")).toBe("#ffe3e3");
  });
});
