import { buildSchema, validate } from "graphql";
import { afterEach, describe, expect, it, vi } from "vitest";
import printedSchema from "../../../../../server/schema.graphql?raw";
import { EXPOSURE_QUERY, type ExposureRegion } from "./exposure.graphql.ts";
import { regionFromCorners, regionLabel, regionOutline } from "./region-box.ts";
import { type DrawableMap, startRegionDrawing } from "./region-drawing.ts";

type Listener = Parameters<DrawableMap["on"]>[1];
type EventName = Parameters<DrawableMap["on"]>[0];

/**
 * The few members of a MapLibre map that drawing uses, over a real DOM container: jsdom has no
 * WebGL for a real map (the browser test draws on one). Screen x 0..720 is -180..180 (half a
 * degree a pixel), y 0..360 is 90..-90.
 */
function fakeMap() {
  const listeners = new Map<EventName, Set<Listener>>();
  const handler = () => {
    let enabled = true;
    return {
      enable: () => {
        enabled = true;
      },
      disable: () => {
        enabled = false;
      },
      isEnabled: () => enabled,
    };
  };
  const container = document.createElement("div");
  document.body.appendChild(container);
  const map = {
    on: (type: EventName, listener: Listener) =>
      listeners.get(type)?.add(listener) ?? listeners.set(type, new Set([listener])),
    off: (type: EventName, listener: Listener) => listeners.get(type)?.delete(listener),
    unproject: ([x, y]: [number, number]) => ({ lng: x / 2 - 180, lat: 90 - y / 2 }),
    getCanvasContainer: () => container,
    boxZoom: handler(),
    dragPan: handler(),
  } satisfies DrawableMap;
  const fire = (type: EventName, x: number, y: number, button = 0) => {
    for (const listener of listeners.get(type) ?? [])
      listener({ point: { x, y }, originalEvent: new MouseEvent(type, { button }) });
  };
  return { map, container, fire };
}

const rectangleIn = (container: HTMLElement) =>
  container.querySelector<HTMLElement>("[data-region-rectangle]");

afterEach(() => {
  document.body.innerHTML = "";
});

describe("drawing a region on the map", () => {
  it("turns off panning and box zoom, shows the dragged rectangle and answers its region", () => {
    const { map, container, fire } = fakeMap();
    const onRegion = vi.fn();
    const onEnd = vi.fn();
    startRegionDrawing(map, { onRegion, onEnd });
    expect([map.dragPan.isEnabled(), map.boxZoom.isEnabled()]).toEqual([false, false]);
    expect(container.style.cursor).toBe("crosshair");
    fire("mousedown", 600, 100);
    fire("mousemove", 560, 140);
    expect(rectangleIn(container)?.style).toMatchObject({
      left: "560px",
      top: "100px",
      width: "40px",
      height: "40px",
    });
    fire("mouseup", 580, 160);
    const expected: ExposureRegion = { west: 110, south: 10, east: 120, north: 40 };
    expect(onRegion).toHaveBeenCalledWith(expected);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(rectangleIn(container)).toBeNull();
    expect([map.dragPan.isEnabled(), map.boxZoom.isEnabled()]).toEqual([true, true]);
    expect(container.style.cursor).toBe("");
    // Drawing is over: the map's own dragging is back and no longer draws.
    fire("mousedown", 10, 10);
    expect(rectangleIn(container)).toBeNull();
  });

  it("cancels on Escape, leaving the map as it was", () => {
    const { map, container, fire } = fakeMap();
    map.boxZoom.disable();
    const onRegion = vi.fn();
    const onEnd = vi.fn();
    startRegionDrawing(map, { onRegion, onEnd });
    fire("mousedown", 100, 100);
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    fire("mouseup", 300, 300);
    expect(onRegion).not.toHaveBeenCalled();
    expect(onEnd).toHaveBeenCalledOnce();
    expect(rectangleIn(container)).toBeNull();
    // Box zoom was off before drawing and stays off.
    expect([map.dragPan.isEnabled(), map.boxZoom.isEnabled()]).toEqual([true, false]);
  });

  it("takes a click (a drag of a pixel or two) or a right button for no region, and keeps drawing", () => {
    const { map, container, fire } = fakeMap();
    const onRegion = vi.fn();
    startRegionDrawing(map, { onRegion, onEnd: () => undefined });
    fire("mousedown", 100, 100);
    fire("mouseup", 102, 101);
    fire("mousedown", 100, 100, 2);
    expect(rectangleIn(container)).toBeNull();
    expect(onRegion).not.toHaveBeenCalled();
    fire("mousedown", 100, 100);
    fire("mouseup", 120, 120);
    expect(onRegion).toHaveBeenCalledWith({ west: -130, south: 30, east: -120, north: 40 });
  });
});

describe("the region between two corners", () => {
  it("wraps corners on a neighbouring world copy, crossing the antimeridian where the box does", () => {
    expect(regionFromCorners({ lng: 170, lat: 5 }, { lng: 190, lat: -5 })).toEqual({
      west: 170,
      south: -5,
      east: -170,
      north: 5,
    });
    expect(regionFromCorners({ lng: 370, lat: 0 }, { lng: 380, lat: 10 })).toMatchObject({
      west: 10,
      east: 20,
    });
    expect(regionFromCorners({ lng: -300, lat: 0 }, { lng: 200, lat: 10 })).toMatchObject({
      west: -180,
      east: 180,
    });
  });

  it("is described in degrees and outlined past 180 when it crosses", () => {
    const across = { west: 170, south: -30, east: -170, north: 0 };
    expect(regionLabel(across)).toBe("30.0°S to 0.0°N, 170.0°E to 170.0°W");
    expect(regionOutline(across).geometry.coordinates[0]?.[1]).toEqual([190, -30]);
  });

  it("asks the server a question its schema accepts", () => {
    expect(validate(buildSchema(printedSchema), EXPOSURE_QUERY).map((e) => e.message)).toEqual([]);
  });
});
