import { type LogoSize, logoSizes } from "./logo-sizes.ts";

type LogoProps = {
  /** The organisation's logo; without one the Tierwise mark is drawn. */
  src?: string | null;
  /** Accessible name; empty when the logo sits next to the product name. */
  alt: string;
  size?: LogoSize;
};

export function Logo({ src, alt, size = "default" }: LogoProps) {
  const height = logoSizes[size];
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        style={{ height, width: "auto", maxWidth: "10rem", display: "block" }}
      />
    );
  }
  return (
    <svg
      viewBox="0 0 32 32"
      style={{ height, width: height, display: "block" }}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M8 9h16v3.5h-6.2V24h-3.6V12.5H8z"
        fill="var(--mantine-primary-color-contrast, #fff)"
      />
    </svg>
  );
}
