import "maplibre-gl/dist/maplibre-gl.css";
import * as maplibregl from "maplibre-gl";
import maplibreWorkerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect, useRef } from "react";
import { countryShapes } from "../../n-tier/geo/basemap.ts";
import { exposureStyle } from "./exposure-map-style.ts";

// See n-tier/geo/NTierMap.tsx: Vite bundles MapLibre's worker and hands over its address.
maplibregl.setWorkerUrl(maplibreWorkerUrl);

/**
 * The world with each country shaded by the supply chain's companies there. The drawing buffer
 * is kept so that an export (html-to-image reads the canvas) shows the map, not a blank.
 */
export function ExposureMap({
  companiesByCountry,
  height,
}: {
  companiesByCountry: ReadonlyMap<string, number>;
  height: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([...companiesByCountry]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the counts.
  useEffect(() => {
    if (!container.current) return;
    const map = new maplibregl.Map({
      container: container.current,
      style: exposureStyle(countryShapes(), companiesByCountry),
      center: [10, 25],
      zoom: 0.2,
      attributionControl: false,
      canvasContextAttributes: { preserveDrawingBuffer: true },
      interactive: false,
    });
    return () => map.remove();
  }, [key]);

  return <div ref={container} style={{ width: "100%", height }} aria-hidden />;
}
