/**
 * Whether this browser can draw with WebGL, which both MapLibre and sigma.js need. Without it
 * (WebGL switched off, an old device, a test's jsdom) the n-tier views show their lists instead.
 */
export function webGlAvailable(): boolean {
  known ??= canDrawWithWebGl();
  return known;
}

// Asked by the route's preload and by the view: one test canvas (a context costs time and
// memory, most of all in a software renderer) answers both.
let known: boolean | undefined;

function canDrawWithWebGl(): boolean {
  // Checked first so that environments without WebGL at all are not asked for a canvas context
  // (jsdom answers every getContext call with an error of its own).
  if (typeof window === "undefined" || typeof window.WebGLRenderingContext === "undefined") {
    return false;
  }
  try {
    const canvas = document.createElement("canvas");
    return Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    return false;
  }
}
