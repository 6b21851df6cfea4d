import type { ExposureRegion } from "./exposure.graphql.ts";
import { regionFromCorners } from "./region-box.ts";

type ScreenPoint = { x: number; y: number };
type MouseListener = (event: { point: ScreenPoint; originalEvent: MouseEvent }) => void;
type Handler = { enable(): void; disable(): void; isEnabled(): boolean };

/** The part of a MapLibre map that drawing uses (its own mouse events, handlers, projection). */
export interface DrawableMap {
  on(type: "mousedown" | "mousemove" | "mouseup", listener: MouseListener): unknown;
  off(type: "mousedown" | "mousemove" | "mouseup", listener: MouseListener): unknown;
  unproject(point: [number, number]): { lng: number; lat: number };
  getCanvasContainer(): HTMLElement;
  boxZoom: Handler;
  dragPan: Handler;
}

/** A drag shorter than this (px) is a click, not a region. */
const smallestDrag = 4;

/**
 * Puts the map in drawing mode until a rectangle is dragged (onRegion) or Escape (or the
 * returned function) cancels. Dragging pans and shift-dragging zooms to a box outside this
 * mode, so both are off while drawing and come back as they were. `onEnd` runs either way.
 */
export function startRegionDrawing(
  map: DrawableMap,
  handlers: { onRegion: (region: ExposureRegion) => void; onEnd: () => void },
): () => void {
  const container = map.getCanvasContainer();
  const restore = { boxZoom: map.boxZoom.isEnabled(), dragPan: map.dragPan.isEnabled() };
  map.boxZoom.disable();
  map.dragPan.disable();
  const cursor = container.style.cursor;
  container.style.cursor = "crosshair";
  const rectangle = document.createElement("div");
  rectangle.dataset.regionRectangle = "";
  rectangle.setAttribute("aria-hidden", "true");
  Object.assign(rectangle.style, {
    position: "absolute",
    pointerEvents: "none",
    border: "2px dashed #1c7ed6",
    background: "rgba(28, 126, 214, 0.12)",
  });
  let start: ScreenPoint | null = null;

  const place = (end: ScreenPoint) => {
    if (!start) return;
    Object.assign(rectangle.style, {
      left: `${Math.min(start.x, end.x)}px`,
      top: `${Math.min(start.y, end.y)}px`,
      width: `${Math.abs(end.x - start.x)}px`,
      height: `${Math.abs(end.y - start.y)}px`,
    });
  };
  const down: MouseListener = (event) => {
    if (event.originalEvent.button !== 0) return;
    start = event.point;
    place(event.point);
    container.appendChild(rectangle);
  };
  const move: MouseListener = (event) => place(event.point);
  const up: MouseListener = (event) => {
    const from = start;
    start = null;
    rectangle.remove();
    if (!from) return;
    const end = event.point;
    if (Math.abs(end.x - from.x) < smallestDrag && Math.abs(end.y - from.y) < smallestDrag) return;
    const region = regionFromCorners(
      map.unproject([from.x, from.y]),
      map.unproject([end.x, end.y]),
    );
    stop();
    handlers.onRegion(region);
  };
  const key = (event: KeyboardEvent) => {
    if (event.key === "Escape") stop();
  };

  let stopped = false;
  function stop() {
    if (stopped) return;
    stopped = true;
    map.off("mousedown", down);
    map.off("mousemove", move);
    map.off("mouseup", up);
    document.removeEventListener("keydown", key);
    rectangle.remove();
    container.style.cursor = cursor;
    if (restore.boxZoom) map.boxZoom.enable();
    if (restore.dragPan) map.dragPan.enable();
    handlers.onEnd();
  }
  map.on("mousedown", down);
  map.on("mousemove", move);
  map.on("mouseup", up);
  document.addEventListener("keydown", key);
  return stop;
}
