import { countryNames } from "@tierwise/common/countries.generated";

export type CountryOption = { value: string; label: string };

/** ASCII folding: "Åland Islands" sorts and matches as "Aland Islands". */
export function asciiName(name: string): string {
  return name.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

/** Every country, sorted by its ASCII name (spec 2 §2). */
export const countryOptions: readonly CountryOption[] = Object.entries(countryNames)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => asciiName(a.label).localeCompare(asciiName(b.label), "en"));

/** The countries whose ASCII name contains the search text (case and accents ignored). */
export function matchingCountries(
  options: readonly CountryOption[],
  search: string,
): CountryOption[] {
  const wanted = asciiName(search.trim()).toLowerCase();
  if (!wanted) return [...options];
  return options.filter((option) => asciiName(option.label).toLowerCase().includes(wanted));
}

export function countryLabelOf(code: string): string {
  return countryNames[code] ?? code;
}
