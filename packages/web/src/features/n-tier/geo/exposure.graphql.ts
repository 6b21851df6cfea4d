import type { TypedDocumentNode } from "@apollo/client";
import { gql } from "@apollo/client";

/** A bounding box in degrees, GeoJSON order; west east of east crosses the antimeridian. */
export type ExposureRegion = { west: number; south: number; east: number; north: number };

/** What the exposure panel answers for: a country's click or a drawn (or typed) region. */
export type ExposureSelection =
  | { kind: "country"; code: string }
  | { kind: "region"; region: ExposureRegion; how: "drawn" | "entered" };

export interface ExposedSupplier {
  __typename: "NTierNode";
  id: string;
  name: string;
  slug: string;
  hasRisks: boolean;
}
export interface ExposureData {
  nTierExposure: ExposedSupplier[];
}
export type ExposureVariables = {
  countries?: string[] | null;
  region?: ExposureRegion | null;
  hasRisks?: boolean | null;
};

/**
 * The exposure question for a country or a region (the server takes both as AND; the panel
 * asks one at a time). Only what the panel lists: the full node fields are the table's.
 */
export const EXPOSURE_QUERY: TypedDocumentNode<ExposureData, ExposureVariables> = gql`
  query NTierExposureOf($countries: [String!], $region: NTierRegion, $hasRisks: Boolean) {
    nTierExposure(countries: $countries, region: $region, hasRisks: $hasRisks) {
      id
      name
      slug
      hasRisks
    }
  }
`;

/** The query's variables for a selection. */
export function exposureVariables(
  selection: ExposureSelection,
  hasRisks: boolean | null,
): ExposureVariables {
  // The filter's "only clear" has no counterpart in the question: it narrows to risky ones only.
  const risky = hasRisks === true ? true : null;
  return selection.kind === "country"
    ? { countries: [selection.code], hasRisks: risky }
    : { region: selection.region, hasRisks: risky };
}
