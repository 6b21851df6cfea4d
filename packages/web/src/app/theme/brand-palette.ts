/**
 * A ten-shade Mantine palette from one brand colour. Shades keep the colour's hue and run from
 * very light (0) to very dark (9); the brand colour itself replaces the shade whose lightness is
 * closest to its own, and that index is returned so buttons show exactly the brand colour.
 */
export type BrandPalette = {
  shades: [string, string, string, string, string, string, string, string, string, string];
  /** Index of the exact brand colour in `shades`. */
  brandIndex: number;
  /** Shade to use as Mantine's primaryShade: the brand index, kept readable on white. */
  primaryShade: 5 | 6 | 7 | 8;
};

const hexPattern = /^#?(?:[0-9a-f]{3}){1,2}$/i;

/** Target lightness per shade, light to dark. */
const lightnessSteps = [0.96, 0.9, 0.81, 0.71, 0.61, 0.52, 0.44, 0.36, 0.28, 0.2] as const;

export function normalizeHex(hex: string): string | null {
  const value = hex.trim();
  if (!hexPattern.test(value)) return null;
  const digits = value.replace("#", "").toLowerCase();
  const full =
    digits.length === 3
      ? digits
          .split("")
          .map((digit) => digit + digit)
          .join("")
      : digits;
  return `#${full}`;
}

type Hsl = { h: number; s: number; l: number };

export function hexToHsl(hex: string): Hsl {
  const value = normalizeHex(hex);
  if (!value) throw new Error(`Not a hex colour: ${hex}`);
  const r = Number.parseInt(value.slice(1, 3), 16) / 255;
  const g = Number.parseInt(value.slice(3, 5), 16) / 255;
  const b = Number.parseInt(value.slice(5, 7), 16) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function brandPalette(hex: string): BrandPalette | null {
  const brand = normalizeHex(hex);
  if (!brand) return null;
  const { h, s, l } = hexToHsl(brand);
  let brandIndex = 0;
  lightnessSteps.forEach((step, index) => {
    if (Math.abs(step - l) < Math.abs((lightnessSteps[brandIndex] ?? 0) - l)) brandIndex = index;
  });
  const shades = lightnessSteps.map((step, index) => {
    if (index === brandIndex) return brand;
    // Very light shades carry less saturation so they read as tints, not neon.
    const saturation = step > 0.85 ? Math.min(s, 0.6 + s * 0.3) : s;
    return hslToHex({ h, s: saturation, l: step });
  }) as BrandPalette["shades"];
  const primaryShade = Math.min(8, Math.max(5, brandIndex)) as BrandPalette["primaryShade"];
  return { shades, brandIndex, primaryShade };
}
