import { countryName } from "@tierwise/common/countries";
import type { FeatureCollection, GeoJsonProperties, MultiPolygon, Polygon } from "geojson";
import type { MapOptions } from "maplibre-gl";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import countries110m from "world-atlas/countries-110m.json";
import { alpha2ByNumeric } from "./country-codes.generated.ts";

/**
 * The offline basemap (ARCHITECTURE "Maps"): Natural Earth country shapes from world-atlas,
 * drawn as plain fill and line layers, with no tile server, sprite or glyph server.
 *
 * country-codes.generated.ts was made with:
 *   const by = new Map(require("world-countries/countries.json").map((c) => [c.ccn3, c.cca2]));
 *   ids of require("world-atlas/countries-110m.json").objects.countries.geometries → by.get(id)
 */

export interface CountryProperties {
  /** ISO 3166-1 alpha-2, as the API speaks of countries; "" for a shape without one. */
  code: string;
  name: string;
}
export type CountryCollection = FeatureCollection<Polygon | MultiPolygon, CountryProperties>;
/** MapLibre's style object (its type is not exported by name). */
export type MapStyle = Exclude<MapOptions["style"], string | undefined>;

// Three Natural Earth shapes carry no numeric id; ISO 3166-1 places them under these codes.
const alpha2ByShapeName: Readonly<Record<string, string>> = {
  Kosovo: "XK",
  "N. Cyprus": "CY",
  Somaliland: "SO",
};

let cached: CountryCollection | null = null;

/** The world's countries as GeoJSON, keyed by alpha-2 code (converted once, ~180 shapes). */
export function countryShapes(): CountryCollection {
  if (cached) return cached;
  const topology = countries110m as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const raw = feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    GeoJsonProperties
  >;
  cached = {
    type: "FeatureCollection",
    features: raw.features.map((shape) => {
      const shapeName = String(shape.properties?.name ?? "");
      const code =
        (shape.id !== undefined ? alpha2ByNumeric[String(shape.id)] : undefined) ??
        alpha2ByShapeName[shapeName] ??
        "";
      return {
        type: "Feature",
        geometry: planarGeometry(shape.geometry),
        properties: { code, name: (code && countryName(code)) || shapeName },
      };
    }),
  };
  return cached;
}

type Position = [number, number];

/**
 * world-atlas keeps its shapes whole on the sphere (made for d3-geo), so Russia, Fiji and
 * Antarctica have edges that jump across the antimeridian: drawn flat, they streak across the
 * map. Each ring is unwrapped instead (longitudes may pass ±180°, which MapLibre draws on the
 * next world copy), and a ring that goes right round a pole is closed along the pole.
 */
export function planarRing(ring: readonly Position[]): Position[] {
  const out: Position[] = [];
  let shift = 0;
  for (const [longitude, latitude] of ring) {
    const previous = out.at(-1);
    if (previous) {
      const step = longitude + shift - previous[0];
      if (step > 180) shift -= 360;
      else if (step < -180) shift += 360;
    }
    out.push([longitude + shift, latitude]);
  }
  const first = out[0];
  const last = out.at(-1);
  if (first && last && Math.abs(last[0] - first[0]) > 180) {
    const pole = out.reduce((sum, [, latitude]) => sum + latitude, 0) < 0 ? -90 : 90;
    out.push([last[0], pole], [first[0], pole], first);
  }
  return out;
}

function planarGeometry(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  const polygon = (rings: Position[][]) => rings.map(planarRing);
  return geometry.type === "Polygon"
    ? { type: "Polygon", coordinates: polygon(geometry.coordinates as Position[][]) }
    : {
        type: "MultiPolygon",
        coordinates: geometry.coordinates.map((rings) => polygon(rings as Position[][])),
      };
}

export const basemapColours = {
  background: "#dbe7f0",
  land: "#f4f3ef",
  border: "#a9b0b7",
  selected: "#ffd8a8",
} as const;

export const countrySourceId = "countries";
export const countryFillLayerId = "country-fill";

/** A MapLibre style holding only the country shapes; the selected country is filled apart. */
export function basemapStyle(
  countries: CountryCollection,
  selectedCountry: string | null,
): MapStyle {
  return {
    version: 8,
    sources: { [countrySourceId]: { type: "geojson", data: countries } },
    layers: [
      {
        id: "background",
        type: "background",
        paint: { "background-color": basemapColours.background },
      },
      {
        id: countryFillLayerId,
        type: "fill",
        source: countrySourceId,
        paint: {
          "fill-color": selectedCountryFill(selectedCountry),
        },
      },
      {
        id: "country-border",
        type: "line",
        source: countrySourceId,
        paint: { "line-color": basemapColours.border, "line-width": 0.6 },
      },
    ],
  };
}

/** The fill colour expression: the selected country stands out from the rest of the land. */
export function selectedCountryFill(selectedCountry: string | null) {
  return [
    "case",
    ["==", ["get", "code"], selectedCountry ?? ""],
    basemapColours.selected,
    basemapColours.land,
  ] as ["case", ["==", ["get", string], string], string, string];
}
