import { and, between, or, type SQL } from "drizzle-orm";
import { type FieldError, ValidationError } from "../../core/errors.ts";
import { companySites } from "./n-tier.table.ts";

/** A bounding box in degrees, as GeoJSON (RFC 7946 §5) orders it. */
export type ExposureRegion = { west: number; south: number; east: number; north: number };

// The API's own wording: the spec has none for a drawn region.
export const regionMessages = {
  longitude: (edge: "west" | "east") =>
    `The region's ${edge} edge must be a longitude from -180 to 180.`,
  latitude: (edge: "south" | "north") =>
    `The region's ${edge} edge must be a latitude from -90 to 90.`,
  southOfNorth: "The region's south edge must not be north of its north edge.",
  nothingChosen: "Choose countries, a region or both.",
} as const;

/**
 * Checks a region's edges and lists every problem. A west edge east of the east edge is a box
 * across the antimeridian (GeoJSON's convention, RFC 7946 §5.2): from the west edge to 180 and
 * on from -180 to the east edge. Latitudes have no such wrap, so south above north is refused.
 */
export function checkRegion(region: ExposureRegion): ExposureRegion {
  const errors: FieldError[] = [];
  for (const edge of ["west", "east"] as const) {
    if (!(Math.abs(region[edge]) <= 180))
      errors.push({ path: `region.${edge}`, message: regionMessages.longitude(edge) });
  }
  for (const edge of ["south", "north"] as const) {
    if (!(Math.abs(region[edge]) <= 90))
      errors.push({ path: `region.${edge}`, message: regionMessages.latitude(edge) });
  }
  if (errors.length === 0 && region.south > region.north)
    errors.push({ path: "region.south", message: regionMessages.southOfNorth });
  if (errors.length > 0) throw new ValidationError(errors);
  return region;
}

/** The sites inside a checked region, edges included. */
export function siteInRegion(region: ExposureRegion): SQL | undefined {
  const longitude =
    region.west <= region.east
      ? between(companySites.longitude, region.west, region.east)
      : or(
          between(companySites.longitude, region.west, 180),
          between(companySites.longitude, -180, region.east),
        );
  return and(between(companySites.latitude, region.south, region.north), longitude);
}
