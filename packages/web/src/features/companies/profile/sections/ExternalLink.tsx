import { Anchor, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";

/** A link leaving Tierwise: new tab, no referrer, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const safe = /^https?:\/\//i.test(href) ? href : undefined;
  if (!safe) return <>{children}</>;
  return (
    <Anchor href={safe} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}
