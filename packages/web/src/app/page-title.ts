import { useEffect } from "react";

export const productTitle = "Tierwise";
export const defaultDescription = "Tierwise: supplier and company risk management.";

export function formatPageTitle(title: string | null): string {
  return title ? `${title} | ${productTitle}` : productTitle;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement("meta");
    meta.name = "description";
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets document.title to "<title> | Tierwise" (just "Tierwise" for null) and the meta
 * description, on every client-side navigation to the calling page.
 */
export function usePageTitle(title: string | null, description?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
    setMetaDescription(
      description ?? (title ? `${title}. ${defaultDescription}` : defaultDescription),
    );
  }, [title, description]);
}
