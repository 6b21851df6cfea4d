import { describe, expect, it } from "vitest";
import {
  graphCentre,
  graphLabel,
  graphSize,
  labelCharacters,
  labelFontSize,
  maxGraphNodes,
  ringPlace,
} from "./link-graph-layout.ts";

/** A label's text as a segment from its start outward (about 0.6 em a character). */
function labelSegment(index: number, count: number) {
  const place = ringPlace(index, count);
  const length = labelCharacters * labelFontSize * 0.6;
  const dx = place.labelX - graphCentre;
  const dy = place.labelY - graphCentre;
  const norm = Math.hypot(dx, dy);
  return {
    start: { x: place.labelX, y: place.labelY },
    end: { x: place.labelX + (dx / norm) * length, y: place.labelY + (dy / norm) * length },
  };
}

describe("link graph layout", () => {
  it("keeps neighbouring labels at least a line apart, however many links are drawn", () => {
    for (let count = 2; count <= maxGraphNodes; count += 1) {
      for (let index = 0; index < count; index += 1) {
        const a = ringPlace(index, count);
        const b = ringPlace((index + 1) % count, count);
        expect(Math.hypot(a.labelX - b.labelX, a.labelY - b.labelY)).toBeGreaterThan(
          labelFontSize * 2,
        );
      }
    }
  });

  it("draws each label along its spoke, inside the drawing and never upside down", () => {
    const count = maxGraphNodes;
    for (let index = 0; index < count; index += 1) {
      const place = ringPlace(index, count);
      const { end } = labelSegment(index, count);
      for (const value of [end.x, end.y]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThan(graphSize);
      }
      expect(Math.abs(place.rotate)).toBeLessThanOrEqual(90);
      expect(place.anchor).toBe(place.x < graphCentre - 0.01 ? "end" : "start");
    }
  });

  it("shortens long names with an ellipsis", () => {
    expect(graphLabel("Jane Roe")).toBe("Jane Roe");
    const long = graphLabel("International Holdings and Trading Company AG");
    expect(long).toHaveLength(labelCharacters);
    expect(long.endsWith("…")).toBe(true);
  });
});
