/**
 * Whether this browser can draw with WebGL, which both MapLibre and sigma.js need. Without it
 * (WebGL switched off, an old device, a test's jsdom) the n-tier views show their lists instead.
 */
export function webGlAvailable(): boolean {
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
