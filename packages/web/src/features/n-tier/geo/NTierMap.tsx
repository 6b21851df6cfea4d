import "maplibre-gl/dist/maplibre-gl.css";
import { Button, Text } from "@mantine/core";
import type { FeatureCollection, LineString } from "geojson";
import * as maplibregl from "maplibre-gl";
import maplibreWorkerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { basemapStyle, countryFillLayerId, countryShapes, selectedCountryFill } from "./basemap.ts";
import { ClickedSites } from "./ClickedSites.tsx";
import type { ExposureRegion } from "./exposure.graphql.ts";
import { regionOutline } from "./region-box.ts";
import { startRegionDrawing } from "./region-drawing.ts";
import {
  type FlowProperties,
  pointSiteId,
  type SitePointProperties,
  type SitePoints,
  siteClusterLayerId,
  siteClusterOptions,
  siteColours,
  siteLayers,
  sitePointLayerId,
  siteSourceId,
} from "./site-geojson.ts";

// MapLibre 6 finds its worker beside its own module by a URL bundlers cannot see, so the file
// is never emitted (the map stays blank, "Worker failed to load"): Vite bundles it and hands
// over its address instead.
maplibregl.setWorkerUrl(maplibreWorkerUrl);
// The worker (half a megabyte of script to fetch and compile) starts with this module, while
// the page still renders, rather than with the map; it is then kept for the next map too.
maplibregl.prewarm();

type NTierMapProps = {
  sites: SitePoints;
  /** Each point's site id (by its `site` index): a click asks for these sites' companies. */
  siteIds: readonly string[];
  /** Whether `sites` is every site, or still the first drawing's grid cells. */
  allSites: boolean;
  /** False while the sites are still on their way: the map starts meanwhile, busy. */
  sitesLoaded: boolean;
  /** Called when the map first rests with the sites drawn. */
  onDrawn?: () => void;
  flows: FlowCollection;
  slugs: ReadonlyMap<string, string>;
  selectedCountry: string | null;
  onSelectCountry: (code: string) => void;
  /** The region whose exposure is open, outlined on the map. */
  selectedRegion: ExposureRegion | null;
  onSelectRegion: (region: ExposureRegion) => void;
};

type FlowCollection = FeatureCollection<LineString, FlowProperties>;
const flowSourceId = "flows";
const regionSourceId = "drawn-region";
const noRegion: FeatureCollection = { type: "FeatureCollection", features: [] };

/**
 * The MapLibre drawing of the n-tier sites, kept small: what it draws is built (and tested) in
 * basemap.ts and site-geojson.ts. Needs WebGL; the view checks for it before loading this.
 */
export function NTierMap({
  sites,
  siteIds,
  allSites,
  sitesLoaded,
  onDrawn,
  flows,
  slugs,
  selectedCountry,
  onSelectCountry,
  selectedRegion,
  onSelectRegion,
}: NTierMapProps) {
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  // The map's handlers are bound once; they read the latest props through these.
  const latest = useRef({
    sites,
    siteIds,
    allSites,
    flows,
    selectedCountry,
    onSelectCountry,
    onDrawn,
  });
  latest.current = { sites, siteIds, allSites, flows, selectedCountry, onSelectCountry, onDrawn };
  // While drawing, the map's clicks belong to the rectangle, not to countries and sites.
  const [drawing, setDrawing] = useState(false);
  const stopDrawing = useRef<(() => void) | null>(null);
  const [styleLoaded, setStyleLoaded] = useState(false);
  // Busy until the map rests with the sites drawn (tests and the benchmark wait for it).
  const [drawn, setDrawn] = useState(false);
  const [popup, setPopup] = useState<{ element: HTMLElement; ids: string[] } | null>(null);
  const sitesLoadedNow = useRef(sitesLoaded);
  sitesLoadedNow.current = sitesLoaded;
  // The sites the map's first complete drawing ("load") had, when they were loaded then.
  const loadedWithSites = useRef<SitePoints | undefined>(undefined);

  useEffect(() => {
    if (!container.current) return;
    // The sites, flows and region go into the first style with the countries, rather than in
    // at "load": the worker then prepares them all at once and the first idle has the sites
    // drawn, one round of loading and drawing less before the map is ready (issue 29).
    handedOver.current = { sites: latest.current.sites, flows: latest.current.flows };
    const base = basemapStyle(countryShapes(), latest.current.selectedCountry);
    const map = new maplibregl.Map({
      container: container.current,
      style: {
        ...base,
        sources: {
          ...base.sources,
          [flowSourceId]: { type: "geojson", data: latest.current.flows },
          [siteSourceId]: {
            type: "geojson",
            data: latest.current.sites,
            ...siteClusterOptions,
          } as maplibregl.GeoJSONSourceSpecification,
          [regionSourceId]: { type: "geojson", data: noRegion },
        },
        layers: [
          ...base.layers,
          {
            id: "flows",
            type: "line",
            source: flowSourceId,
            paint: { "line-color": siteColours.flow, "line-width": 1, "line-opacity": 0.5 },
          },
          ...siteLayers,
          {
            id: "drawn-region",
            type: "line",
            source: regionSourceId,
            paint: { "line-color": "#1c7ed6", "line-width": 2, "line-dasharray": [2, 1] },
          },
        ],
      },
      center: [10, 25],
      zoom: 1,
      attributionControl: false,
      // Nothing here fades in (no labels, no raster): no frames are spent on it.
      fadeDuration: 0,
    });
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    map.on("load", () => {
      // "load" comes after the first complete drawing: with the sites in the style, they are drawn.
      loadedWithSites.current = sitesLoadedNow.current ? handedOver.current.sites : undefined;
      setStyleLoaded(true);
    });

    const openPopup = (at: maplibregl.LngLat, points: SitePointProperties[]) => {
      const element = document.createElement("div");
      const ids = points.flatMap((point) => pointSiteId(point, latest.current.siteIds) ?? []);
      new maplibregl.Popup({ maxWidth: "320px" })
        .setLngLat(at)
        .setDOMContent(element)
        .addTo(map)
        .on("close", () => setPopup((open) => (open?.element === element ? null : open)));
      setPopup({ element, ids });
    };

    // One click handler decides what was hit: a cluster zooms in, a site opens its companies,
    // and only a click on bare land selects the country.
    map.on("click", async (event) => {
      if (stopDrawing.current) return;
      const hits = map.queryRenderedFeatures(event.point, {
        layers: [siteClusterLayerId, sitePointLayerId].filter((id) => map.getLayer(id)),
      });
      const cluster = hits.find((hit) => hit.layer.id === siteClusterLayerId);
      if (cluster) {
        const source = map.getSource<maplibregl.GeoJSONSource>(siteSourceId);
        if (!source) return;
        // A cell of the first drawing, before every site has come: closer, its sites part.
        if (cluster.properties.cluster_id === undefined) {
          map.easeTo({ center: event.lngLat, zoom: map.getZoom() + 2 });
          return;
        }
        const clusterId = Number(cluster.properties.cluster_id);
        const zoom = await source.getClusterExpansionZoom(clusterId);
        if (zoom > siteClusterOptions.clusterMaxZoom && latest.current.allSites) {
          // Sites on one spot never split: list them all instead.
          const leaves = await source.getClusterLeaves(clusterId, 1_000, 0);
          openPopup(
            event.lngLat,
            leaves.map((leaf) => leaf.properties as SitePointProperties),
          );
        } else {
          map.easeTo({ center: event.lngLat, zoom });
        }
        return;
      }
      const points = hits.filter((hit) => hit.layer.id === sitePointLayerId);
      if (points.length > 0) {
        openPopup(
          event.lngLat,
          points.map((hit) => hit.properties as SitePointProperties),
        );
        return;
      }
      const [country] = map.queryRenderedFeatures(event.point, { layers: [countryFillLayerId] });
      const code = country?.properties.code;
      if (typeof code === "string" && code) latest.current.onSelectCountry(code);
    });
    for (const layer of [siteClusterLayerId, sitePointLayerId]) {
      map.on("mouseenter", layer, () => {
        map.getCanvas().style.cursor = "pointer";
      });
      map.on("mouseleave", layer, () => {
        map.getCanvas().style.cursor = "";
      });
    }
    return () => {
      stopDrawing.current?.();
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // What each source was last given (at "load" or since): handing the same sites over again
  // would cluster them all again in the worker.
  const handedOver = useRef<{ sites?: SitePoints; flows?: FlowCollection }>({});
  // Every site drawn (after the first drawing's cells): the benchmark reads it off the map.
  const [allDrawn, setAllDrawn] = useState(false);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleLoaded) return;
    if (handedOver.current.sites !== sites) {
      handedOver.current.sites = sites;
      map.getSource<maplibregl.GeoJSONSource>(siteSourceId)?.setData(sites);
    }
    setAllDrawn(false);
    if (!allSites) return;
    let waiting = true;
    const whenDrawn = () => {
      if (!waiting) return;
      if (map.isSourceLoaded(siteSourceId)) setAllDrawn(true);
      else map.once("idle", whenDrawn);
    };
    map.once("idle", whenDrawn);
    return () => {
      waiting = false;
    };
  }, [sites, allSites, styleLoaded]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleLoaded || !sitesLoaded) {
      setDrawn(false);
      return;
    }
    if (loadedWithSites.current && loadedWithSites.current === handedOver.current.sites) {
      loadedWithSites.current = undefined;
      setDrawn(true);
      latest.current.onDrawn?.();
      return;
    }
    // The first idle after the sites were handed over, once the worker has clustered them.
    let waiting = true;
    const whenDrawn = () => {
      if (!waiting) return;
      if (map.isSourceLoaded(siteSourceId)) {
        setDrawn(true);
        latest.current.onDrawn?.();
      } else map.once("idle", whenDrawn);
    };
    map.once("idle", whenDrawn);
    return () => {
      waiting = false;
    };
  }, [styleLoaded, sitesLoaded]);
  useEffect(() => {
    if (!styleLoaded || handedOver.current.flows === flows) return;
    handedOver.current.flows = flows;
    mapRef.current?.getSource<maplibregl.GeoJSONSource>(flowSourceId)?.setData(flows);
  }, [flows, styleLoaded]);
  useEffect(() => {
    const map = mapRef.current;
    if (map?.getLayer(countryFillLayerId)) {
      map.setPaintProperty(countryFillLayerId, "fill-color", selectedCountryFill(selectedCountry));
    }
  }, [selectedCountry]);

  useEffect(() => {
    if (!styleLoaded) return;
    mapRef.current
      ?.getSource<maplibregl.GeoJSONSource>(regionSourceId)
      ?.setData(selectedRegion ? regionOutline(selectedRegion) : noRegion);
  }, [selectedRegion, styleLoaded]);

  const toggleDrawing = () => {
    const map = mapRef.current;
    if (stopDrawing.current) {
      stopDrawing.current();
      return;
    }
    if (!map) return;
    setDrawing(true);
    stopDrawing.current = startRegionDrawing(map, {
      onRegion: onSelectRegion,
      onEnd: () => {
        stopDrawing.current = null;
        setDrawing(false);
      },
    });
  };

  return (
    <div style={{ position: "relative" }}>
      <section
        ref={container}
        aria-busy={!drawn}
        data-sites={allDrawn ? "all" : "first"}
        aria-label="Map of supplier sites; the list view offers the same content"
        style={{ height: 520, borderRadius: 4, overflow: "hidden" }}
      />
      <div style={{ position: "absolute", top: 10, left: 10, maxWidth: "60%" }}>
        <Button
          size="compact-sm"
          variant={drawing ? "filled" : "default"}
          aria-pressed={drawing}
          disabled={!styleLoaded}
          onClick={toggleDrawing}
        >
          Draw a region
        </Button>
        {drawing && (
          <Text size="xs" role="status" bg="white" px={4} mt={4}>
            Drag a rectangle on the map; Escape cancels.
          </Text>
        )}
      </div>
      {popup && createPortal(<ClickedSites ids={popup.ids} slugs={slugs} />, popup.element)}
    </div>
  );
}
