/** Logo heights of spec 1 §9. */
export const logoSizes = {
  xs: "1rem",
  small: "1.5rem",
  medium: "2rem",
  default: "3rem",
} as const;

export type LogoSize = keyof typeof logoSizes;
