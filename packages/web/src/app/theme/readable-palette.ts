import type { MantineColorsTuple } from "@mantine/core";
import { hexToHsl, hslToHex, normalizeHex } from "./brand-palette.ts";

/** WCAG 2.1 AA for normal text (1.4.3). */
export const minimumTextContrast = 4.5;

/** Relative luminance of an sRGB colour (WCAG 2.1). */
export function luminance(hex: string): number {
  const value = normalizeHex(hex) ?? "#000000";
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(value.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour with its hue and saturation, darkened just enough to read on `background`. */
export function darkenToRead(hex: string, background: string): string {
  const hsl = hexToHsl(hex);
  let color = normalizeHex(hex) ?? hex;
  while (contrast(color, background) < minimumTextContrast && hsl.l > 0) {
    hsl.l = Math.max(0, hsl.l - 0.01);
    color = hslToHex(hsl);
  }
  return color;
}

/**
 * The tint lightened, its hue and saturation kept, just enough for `text` to read on it at 4.5:1
 * (up to white, when no lighter tint will do).
 */
export function lightenToCarry(tint: string, text: string): string {
  const hsl = hexToHsl(tint);
  let color = normalizeHex(tint) ?? tint;
  while (contrast(text, color) < minimumTextContrast && hsl.l < 1) {
    hsl.l = Math.min(1, hsl.l + 0.01);
    color = hslToHex(hsl);
  }
  return color;
}

/**
 * A Mantine palette whose text-bearing shades read at 4.5:1 on white and on light panels (Mantine's defaults do not: green.8
 * on white is 3.4:1). In the light scheme Mantine writes a colour's text and filled background
 * with the primary shade (8 here), and a light badge's text with shade 9 on shade 1; shade 1 is
 * also the "light" tint of selected rows and highlighted items, where links and text in the
 * colour stand (shade 8), and shade 2 the light button's hover. `extra` names further shades used as text, each with the background
 * it must read on.
 */
export function readablePalette(
  palette: MantineColorsTuple,
  extra: Record<number, string> = {},
): MantineColorsTuple {
  const shades = [...palette];
  // Text sits on white, on grey panels and on light tints of a colour: gray.2 (#e9ecef) is
  // darker than all of those it stands for.
  const panel = "#e9ecef";
  const readOn: Record<number, string[]> = {
    8: ["#ffffff", panel, palette[1]],
    // Shade 9 is also the text of a light button, whose hover background is shade 2 (Mantine's
    // light-hover): the pointer often still rests there when axe measures.
    9: ["#ffffff", panel, palette[1], palette[2]],
  };
  for (const [shade, background] of Object.entries(extra)) {
    readOn[Number(shade)] = [...(readOn[Number(shade)] ?? []), background];
  }
  for (const [shade, backgrounds] of Object.entries(readOn)) {
    const index = Number(shade);
    shades[index] = backgrounds.reduce(darkenToRead, shades[index] as string);
  }
  // Darker shades stay darker than lighter ones.
  for (let index = 1; index < shades.length; index += 1) {
    const previous = shades[index - 1] as string;
    if (luminance(shades[index] as string) > luminance(previous)) shades[index] = previous;
  }
  return shades as unknown as MantineColorsTuple;
}
