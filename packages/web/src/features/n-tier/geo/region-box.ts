import type { Feature, Polygon } from "geojson";
import type { ExposureRegion } from "./exposure.graphql.ts";

type LngLat = { lng: number; lat: number };

/** A longitude brought into -180..180; one already there is kept (180 stays 180). */
function wrapLongitude(lng: number): number {
  if (lng >= -180 && lng <= 180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}

const clampLatitude = (lat: number) => Math.max(-90, Math.min(90, lat));

/**
 * The region between two corners dragged on the map. MapLibre repeats the world side by side,
 * so a corner can lie past ±180: wrapping both keeps the box, and one that then has its west
 * edge east of its east edge crosses the antimeridian, as the server reads it. A drag over a
 * whole world or more is the whole world.
 */
export function regionFromCorners(a: LngLat, b: LngLat): ExposureRegion {
  const south = clampLatitude(Math.min(a.lat, b.lat));
  const north = clampLatitude(Math.max(a.lat, b.lat));
  const west = Math.min(a.lng, b.lng);
  const east = Math.max(a.lng, b.lng);
  if (east - west >= 360) return { west: -180, south, east: 180, north };
  return { west: wrapLongitude(west), south, east: wrapLongitude(east), north };
}

const degrees = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(1)}°${value < 0 ? negative : positive}`;

/** "10.0°N to 25.0°N, 100.0°E to 110.0°E": the region in words, for the panel and the list. */
export function regionLabel(region: ExposureRegion): string {
  const lat = (value: number) => degrees(value, "N", "S");
  const lng = (value: number) => degrees(value, "E", "W");
  return `${lat(region.south)} to ${lat(region.north)}, ${lng(region.west)} to ${lng(region.east)}`;
}

/** The region as a polygon to outline on the map (past 180 when it crosses the antimeridian). */
export function regionOutline(region: ExposureRegion): Feature<Polygon> {
  const east = region.east < region.west ? region.east + 360 : region.east;
  const { west, south, north } = region;
  return {
    type: "Feature",
    properties: {},
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [west, south],
          [east, south],
          [east, north],
          [west, north],
          [west, south],
        ],
      ],
    },
  };
}
