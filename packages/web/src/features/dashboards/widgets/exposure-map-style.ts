import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import {
  basemapColours,
  basemapStyle,
  type CountryCollection,
  countryFillLayerId,
  type MapStyle,
} from "../../n-tier/geo/basemap.ts";

type ExposureProperties = { code: string; name: string; companies: number };

/** The country shapes with each country's number of supply-chain companies (0 without any). */
export function exposureShapes(
  countries: CountryCollection,
  companiesByCountry: ReadonlyMap<string, number>,
): FeatureCollection<Polygon | MultiPolygon, ExposureProperties> {
  return {
    type: "FeatureCollection",
    features: countries.features.map((shape) => ({
      ...shape,
      properties: {
        ...shape.properties,
        companies: companiesByCountry.get(shape.properties.code) ?? 0,
      },
    })),
  };
}

/** Light to dark blue by how many companies have sites there; land without any stays plain. */
export function exposureStyle(
  countries: CountryCollection,
  companiesByCountry: ReadonlyMap<string, number>,
): MapStyle {
  const most = Math.max(1, ...companiesByCountry.values());
  const style = basemapStyle(countries, null);
  return {
    ...style,
    sources: {
      ...style.sources,
      countries: { type: "geojson", data: exposureShapes(countries, companiesByCountry) },
    },
    layers: style.layers.map((layer) =>
      layer.id === countryFillLayerId && layer.type === "fill"
        ? {
            ...layer,
            paint: {
              "fill-color": [
                "case",
                ["==", ["get", "companies"], 0],
                basemapColours.land,
                ["interpolate", ["linear"], ["get", "companies"], 1, "#c5dcf5", most, "#1c5aa6"],
              ],
            },
          }
        : layer,
    ),
  } as MapStyle;
}
