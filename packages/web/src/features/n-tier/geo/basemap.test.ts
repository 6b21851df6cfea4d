import { describe, expect, it } from "vitest";
import {
  basemapColours,
  basemapStyle,
  countryShapes,
  planarRing,
  selectedCountryFill,
} from "./basemap.ts";

describe("offline basemap", () => {
  it("turns Natural Earth's shapes into GeoJSON countries named by alpha-2 code", () => {
    const countries = countryShapes();
    expect(countries.features.length).toBeGreaterThan(170);
    const byCode = new Map(countries.features.map((f) => [f.properties.code, f]));
    expect(byCode.get("DE")?.properties.name).toBe("Germany");
    expect(byCode.get("DE")?.geometry.type).toMatch(/Polygon/);
    // A shape without a numeric id in Natural Earth still gets its code.
    expect(byCode.get("XK")?.properties.name).toBe("Kosovo");
  });

  it("draws no edge across the map: shapes on the antimeridian are unwrapped", () => {
    // An island across 180°: its ring crosses over, and must not jump back across the world.
    expect(
      planarRing([
        [179, -16],
        [-179, -16],
        [-179, -17],
        [179, -17],
        [179, -16],
      ]),
    ).toEqual([
      [179, -16],
      [181, -16],
      [181, -17],
      [179, -17],
      [179, -16],
    ]);
    // Steps along the map's edge at a pole (where a ring is closed) are not drawn across it.
    const steps = (ring: number[][]) =>
      ring.slice(1).map((point, i) => {
        const previous = ring[i] ?? point;
        const alongPole = Math.abs(point[1] ?? 0) === 90 && Math.abs(previous[1] ?? 0) === 90;
        return alongPole ? 0 : Math.abs((point[0] ?? 0) - (previous[0] ?? 0));
      });
    for (const code of ["RU", "FJ", "AQ"]) {
      const shape = countryShapes().features.find((f) => f.properties.code === code);
      const polygons =
        shape?.geometry.type === "MultiPolygon"
          ? shape.geometry.coordinates
          : [shape?.geometry.coordinates ?? []];
      for (const rings of polygons as number[][][][]) {
        for (const ring of rings) expect(Math.max(...steps(ring))).toBeLessThanOrEqual(180);
      }
    }
  });

  it("closes a ring that goes round a pole along the pole", () => {
    const ring = planarRing([
      [-180, -80],
      [-90, -78],
      [0, -75],
      [90, -78],
      [180, -80],
    ]);
    expect(ring.slice(-3)).toEqual([
      [180, -90],
      [-180, -90],
      [-180, -80],
    ]);
  });

  it("needs no server: no tiles, glyphs or sprite, only the inline shapes", () => {
    const style = basemapStyle(countryShapes(), null);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(Object.values(style.sources).map((source) => source.type)).toEqual(["geojson"]);
    expect(JSON.stringify(style.sources)).not.toMatch(/https?:/);
    expect(style.layers.map((layer) => layer.type)).toEqual(["background", "fill", "line"]);
  });

  it("fills the selected country apart from the rest", () => {
    expect(selectedCountryFill("FR")).toEqual([
      "case",
      ["==", ["get", "code"], "FR"],
      basemapColours.selected,
      basemapColours.land,
    ]);
  });
});
