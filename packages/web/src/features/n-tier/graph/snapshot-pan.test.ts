import { describe, expect, it } from "vitest";
import { pannedCamera } from "./snapshot-pan.ts";

describe("panning by moving the last frame", () => {
  it("moves the camera so that the point grabbed ends under the pointer", () => {
    // A viewport where 100 pixels are 1 unit of the framed graph, y pointing up.
    const toFramed = (point: { x: number; y: number }) => ({ x: point.x / 100, y: -point.y / 100 });
    const camera = pannedCamera(
      { x: 0.5, y: 0.5 },
      toFramed,
      { x: 300, y: 200 },
      { x: 50, y: -20 },
    );
    // Dragging right by 50 px shows what lies left: the camera goes left by half a unit.
    expect(camera.x).toBeCloseTo(0);
    expect(camera.y).toBeCloseTo(0.3);
  });

  it("leaves the camera where it is for a drag that came back to its start", () => {
    const toFramed = (point: { x: number; y: number }) => ({ x: point.x / 100, y: point.y / 100 });
    const camera = pannedCamera({ x: 0.2, y: 0.7 }, toFramed, { x: 10, y: 10 }, { x: 0, y: 0 });
    expect(camera.x).toBeCloseTo(0.2);
    expect(camera.y).toBeCloseTo(0.7);
  });
});
