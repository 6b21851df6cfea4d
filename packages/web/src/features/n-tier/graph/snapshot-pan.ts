import type { Attributes } from "graphology-types";
import type Sigma from "sigma";
import type { MouseCoords } from "sigma/types";

/** The camera move of a drag by `offset` pixels that started at `from` (viewport pixels). */
export function pannedCamera(
  camera: { x: number; y: number },
  toFramed: (point: { x: number; y: number }) => { x: number; y: number },
  from: { x: number; y: number },
  offset: { x: number; y: number },
): { x: number; y: number } {
  const start = toFramed(from);
  const end = toFramed({ x: from.x + offset.x, y: from.y + offset.y });
  return { x: camera.x + start.x - end.x, y: camera.y + start.y - end.y };
}

/**
 * Drag-to-pan that moves the last drawn frame instead of drawing the graph again at every
 * mouse move (issue 29, level of detail while the camera moves). Drawing 10,000 nodes and their
 * edges costs a software-rendered WebGL (headless Chromium, machines without a GPU) hundreds of
 * milliseconds a frame, even with edges and labels hidden; moving a picture costs the browser's
 * compositor nothing, so the drag follows the mouse at the screen's rate. On release the camera
 * takes the dragged offset and sigma draws once; the picture is put back when that frame is
 * drawn, so nothing jumps. What the drag uncovers stays blank until the release.
 *
 * Uses sigma's own hook (`preventSigmaDefault` on the captor's body moves), so clicks after a
 * drag are still told apart from clicks, and wheel zoom stays sigma's. Returns the unbinding.
 */
export function panBySnapshot<
  N extends Attributes,
  E extends Attributes,
  G extends Attributes,
  NS,
  ES,
>(sigma: Sigma<N, E, G, NS, ES>): () => void {
  const captor = sigma.getMouseCaptor();
  const container = sigma.getContainer();
  const canvas = sigma.getStageCanvas();
  let from: { x: number; y: number } | null = null;
  let offset = { x: 0, y: 0 };
  let dragging = false;

  const onDown = (event: MouseCoords) => {
    if ("button" in event.original && event.original.button !== 0) return;
    from = { x: event.x, y: event.y };
    offset = { x: 0, y: 0 };
  };
  const onMove = (event: MouseCoords) => {
    if (!from) return;
    event.preventSigmaDefault();
    offset = { x: event.x - from.x, y: event.y - from.y };
    if (!dragging) {
      dragging = true;
      // No hover picking under a moving picture: it would redraw the graph for nothing.
      container.style.pointerEvents = "none";
    }
    canvas.style.transform = `translate(${offset.x}px, ${offset.y}px)`;
  };
  const onUp = () => {
    const start = from;
    from = null;
    if (!start || !dragging) return;
    dragging = false;
    container.style.pointerEvents = "";
    const camera = sigma.getCamera();
    sigma.once("afterRender", () => {
      canvas.style.transform = "";
    });
    camera.setState(
      pannedCamera(camera.getState(), (point) => sigma.viewportToFramedGraph(point), start, offset),
    );
  };
  captor.on("mousedown", onDown);
  captor.on("mousemovebody", onMove);
  captor.on("mouseup", onUp);
  return () => {
    captor.off("mousedown", onDown);
    captor.off("mousemovebody", onMove);
    captor.off("mouseup", onUp);
  };
}
