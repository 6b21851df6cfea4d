import { countryName } from "@tierwise/common/countries";

type Located = { city: string | null; countryCode: string | null };

/** "Hamburg, Germany"; the code itself when the country is unknown; "" when nothing is known. */
export function companyLocationLabel({ city, countryCode }: Located): string {
  const country = countryCode ? (countryName(countryCode) ?? countryCode.toUpperCase()) : "";
  return [city?.trim() ?? "", country].filter((part) => part !== "").join(", ");
}

/** Link target of a company profile. */
export function companyProfilePath(slug: string): string {
  return `/company/${encodeURIComponent(slug)}`;
}

/** /quick-search for the typed text. */
export function quickSearchPath(text: string): string {
  return `/quick-search?${new URLSearchParams({ query: text.trim() }).toString()}`;
}
