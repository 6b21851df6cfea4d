import type { MantineColorsTuple, MantineThemeOverride } from "@mantine/core";
import { createTheme, DEFAULT_THEME } from "@mantine/core";
import { limits } from "@tierwise/common/limits";
import { brandPalette } from "./brand-palette.ts";
import { lightenToCarry, luminance, readablePalette } from "./readable-palette.ts";

const em = (px: number) => `${px / 16}em`;

/** Breakpoints of spec 1 §9: 375 (xs), 768 (sm: navigation becomes a burger below), 1240 (lg). */
export const appBreakpoints = {
  xs: em(limits.breakpoints.xs),
  sm: em(limits.breakpoints.md),
  md: em(1024),
  lg: em(limits.breakpoints.lg),
  xl: em(1440),
};

/**
 * Mantine's colours with their text-bearing shades darkened to 4.5:1 (WCAG 2.1 AA, checked by
 * axe in the browser tests). Besides shades 8 and 9 (readablePalette): gray.6 is the "dimmed"
 * text of hints and captions, also on tinted panels (3.3:1 on white as Mantine has it), and
 * red.6 is the error text of fields.
 */
const readableColors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== "dark")
    .map(([name, palette]) => {
      const extra: Record<number, string> =
        name === "gray" ? { 6: palette[2] } : name === "red" ? { 6: "#ffffff" } : {};
      return [name, readablePalette(palette, extra)];
    }),
);

/**
 * The option lists of Select, MultiSelect, Autocomplete and TagsInput scroll in the listbox
 * itself, as RecipientPicker's does, instead of in a ScrollArea inside it. The combobox owns the
 * keys (arrows move the active option, which scrolls into view), so the list needs no focus of
 * its own; axe (scrollable-region-focusable) knows that only of the combobox's listbox, and
 * flagged the ScrollArea within it as a scrolling box that no key reaches.
 */
const scrollingListbox = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: "calc(13.75rem * var(--mantine-scale))", overflowY: "auto" } },
};

const baseTheme = {
  breakpoints: appBreakpoints,
  focusRing: "auto",
  autoContrast: true,
  // People who ask their system for less motion get dialogs, menus and drawers without their
  // fade and slide (WCAG 2.3.3); the browser tests ask for it too, so axe never measures the
  // contrast of a dialog half faded in.
  respectReducedMotion: true,
  // Text on a filled colour turns dark where white would fall under 4.5:1 (a luminance of
  // 0.18 is where black and white read alike), so a filled badge or button stays readable.
  luminanceThreshold: 0.18,
  components: {
    // The hidden drawing of a chart (ChartFigure stands a table in for it) must not take focus:
    // recharts makes its SVG a focusable "application" unless told otherwise.
    BarChart: { defaultProps: { barChartProps: { accessibilityLayer: false } } },
    LineChart: { defaultProps: { lineChartProps: { accessibilityLayer: false } } },
    AreaChart: { defaultProps: { areaChartProps: { accessibilityLayer: false } } },
    // A pie's sectors are a focusable group of their own (recharts' rootTabIndex, 0 by default).
    DonutChart: {
      defaultProps: {
        pieChartProps: { accessibilityLayer: false },
        pieProps: { rootTabIndex: -1 },
      },
    },
    // A link is told from the words around it by more than its colour (WCAG 1.4.1, axe
    // link-in-text-block): underlined wherever it stands, not only under the pointer.
    Anchor: { defaultProps: { underline: "always" } },
    // A menu holds its items only (axe aria-required-children): Mantine's focusable placeholder
    // for the first focus is a generic element inside role="menu"; without it the first item
    // takes the focus, as the ARIA menu pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner says what is loading (its aria-label); a label needs a role to be read.
    Loader: { defaultProps: { role: "status" } },
    // The picker's sliders are named (axe aria-input-field-name), also inside a ColorInput's
    // dropdown, which passes no labels of its own to its picker.
    ColorPicker: {
      defaultProps: {
        saturationLabel: "Saturation and brightness",
        hueLabel: "Hue",
        alphaLabel: "Opacity",
      },
    },
    Select: scrollingListbox,
    MultiSelect: scrollingListbox,
    Autocomplete: scrollingListbox,
    TagsInput: scrollingListbox,
    // A dialog's close button is an icon: it needs a name (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close" } } },
  },
  defaultRadius: "md",
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} satisfies MantineThemeOverride;

/** The organisation's theme: its brand colour becomes the primary colour, otherwise blue. */
export function appTheme(brandColor: string | null | undefined): MantineThemeOverride {
  const palette = brandColor ? brandPalette(brandColor) : null;
  if (!palette) {
    // blue.8 is the first blue with 4.5:1 against white, for links and for white on buttons.
    return createTheme({
      ...baseTheme,
      colors: readableColors,
      primaryColor: "blue",
      primaryShade: { light: 8, dark: 8 },
    });
  }
  // The brand colour is shown as it is, so its light tint (shade 1: selected rows, highlighted
  // items) is what gives way: light enough for links and text in the brand colour to read on it
  // at 4.5:1 (a red brand's #c92a2a stood at 4.0:1 on its tint), and shade 0 no darker.
  const shades = [...palette.shades];
  const text = shades[palette.primaryShade] as string;
  shades[1] = lightenToCarry(shades[1] as string, text);
  if (luminance(shades[0] as string) < luminance(shades[1])) shades[0] = shades[1];
  return createTheme({
    ...baseTheme,
    colors: { ...readableColors, brand: shades as unknown as MantineColorsTuple },
    primaryColor: "brand",
    primaryShade: palette.primaryShade,
  });
}
