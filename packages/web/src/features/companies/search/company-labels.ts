import { type CompanyPlace, companyPlaceLabel } from "../company-place.ts";

/** "Hamburg, DE", "Austin, TX, US" (spec 1 §9); "" when nothing is known. */
export function companyLocationLabel(place: CompanyPlace): string {
  return companyPlaceLabel(place);
}

/** Link target of a company profile. */
export function companyProfilePath(slug: string): string {
  return `/company/${encodeURIComponent(slug)}`;
}

/** /quick-search for the typed text. */
export function quickSearchPath(text: string): string {
  return `/quick-search?${new URLSearchParams({ query: text.trim() }).toString()}`;
}
