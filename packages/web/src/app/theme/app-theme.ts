import type { MantineColorsTuple, MantineThemeOverride } from "@mantine/core";
import { createTheme } from "@mantine/core";
import { limits } from "@tierwise/common/limits";
import { brandPalette } from "./brand-palette.ts";

const em = (px: number) => `${px / 16}em`;

/** Breakpoints of spec 1 §9: 375 (xs), 768 (sm: navigation becomes a burger below), 1240 (lg). */
export const appBreakpoints = {
  xs: em(limits.breakpoints.xs),
  sm: em(limits.breakpoints.md),
  md: em(1024),
  lg: em(limits.breakpoints.lg),
  xl: em(1440),
};

const baseTheme = {
  breakpoints: appBreakpoints,
  focusRing: "auto",
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} satisfies MantineThemeOverride;

/** The organisation's theme: its brand colour becomes the primary colour, otherwise blue. */
export function appTheme(brandColor: string | null | undefined): MantineThemeOverride {
  const palette = brandColor ? brandPalette(brandColor) : null;
  if (!palette) return createTheme({ ...baseTheme, primaryColor: "blue" });
  return createTheme({
    ...baseTheme,
    colors: { brand: palette.shades as unknown as MantineColorsTuple },
    primaryColor: "brand",
    primaryShade: palette.primaryShade,
  });
}
