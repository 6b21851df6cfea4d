import { inferSettings } from "graphology-layout-forceatlas2";
import ForceAtlas2Worker from "graphology-layout-forceatlas2/worker";
import type { Attributes } from "graphology-types";
import { useEffect, useRef, useState } from "react";
import Sigma from "sigma";
import {
  type EdgeState,
  edgeStateSteps,
  edgeStyles,
  graphSettings,
  type NodeState,
  nodeStateSteps,
  nodeStyles,
} from "./graph-drawing.ts";
import type { EdgeAttributes, NodeAttributes, NTierGraphModel } from "./graph-model.ts";
import { panBySnapshot } from "./snapshot-pan.ts";
import type { PathHighlight } from "./upstream-paths.ts";

type NTierSigmaProps = {
  graph: NTierGraphModel;
  /** The searched company's paths to the organisation; everything else is dimmed. */
  highlight: PathHighlight | null;
  /** The node whose details are open: labelled and drawn on top. */
  selectedId: string | null;
  onClickNode: (nodeId: string, at: { x: number; y: number }) => void;
  onClickStage: () => void;
};

type GraphSigma = Sigma<NodeAttributes, EdgeAttributes, Attributes, NodeState, EdgeState>;

// ForceAtlas2 settles a few thousand nodes within seconds; running it longer only jiggles them.
const layoutMilliseconds = 4_000;

/**
 * Sigma's WebGL drawing of the network, kept small: the graph, its sizes, colours and the
 * highlighted paths are built (and tested) in graph-model.ts and upstream-paths.ts, how they
 * are drawn in graph-drawing.ts. ForceAtlas2 runs in a web worker, so the page stays responsive
 * while the layout settles.
 */
export function NTierSigma({
  graph,
  highlight,
  selectedId,
  onClickNode,
  onClickStage,
}: NTierSigmaProps) {
  const container = useRef<HTMLDivElement>(null);
  const sigmaRef = useRef<GraphSigma | null>(null);
  const handlers = useRef({ onClickNode, onClickStage });
  handlers.current = { onClickNode, onClickStage };
  // Busy while the layout still moves the nodes (tests and the benchmark wait for it).
  const [layoutRunning, setLayoutRunning] = useState(true);

  useEffect(() => {
    if (!container.current) return;
    const sigma: GraphSigma = new Sigma(graph, container.current, {
      settings: graphSettings,
      styles: { nodes: [...nodeStyles], edges: [...edgeStyles] },
    });
    sigmaRef.current = sigma;
    sigma.on("clickNode", ({ node, event }) =>
      handlers.current.onClickNode(node, { x: event.x, y: event.y }),
    );
    sigma.on("clickStage", () => handlers.current.onClickStage());
    const stopPanning = panBySnapshot(sigma);

    const layout = new ForceAtlas2Worker(graph, {
      settings: { ...inferSettings(graph), barnesHutOptimize: graph.order > 500 },
    });
    layout.start();
    setLayoutRunning(true);
    const stop = window.setTimeout(() => {
      layout.stop();
      setLayoutRunning(false);
    }, layoutMilliseconds);
    return () => {
      window.clearTimeout(stop);
      layout.kill();
      stopPanning();
      sigma.kill();
      sigmaRef.current = null;
    };
  }, [graph]);

  useEffect(() => {
    const sigma = sigmaRef.current;
    if (!sigma) return;
    for (const [ids, state] of nodeStateSteps(graph.nodes(), highlight, selectedId))
      sigma.setNodesState(ids, state);
    for (const [ids, state] of edgeStateSteps(graph.edges(), highlight))
      sigma.setEdgesState(ids, state);
  }, [graph, highlight, selectedId]);

  return (
    <div
      ref={container}
      role="img"
      aria-busy={layoutRunning}
      aria-label="Graph of the supply network; the list view offers the same content"
      style={{ height: 560, width: "100%", position: "relative", overflow: "hidden" }}
    />
  );
}
