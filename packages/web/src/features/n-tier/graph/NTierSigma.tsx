import { inferSettings } from "graphology-layout-forceatlas2";
import ForceAtlas2Worker from "graphology-layout-forceatlas2/worker";
import { useEffect, useRef } from "react";
import Sigma, { DEFAULT_STYLES } from "sigma";
import {
  cameraRatioLimits,
  type EdgeAttributes,
  type NodeAttributes,
  type NTierGraphModel,
} from "./graph-model.ts";
import type { PathHighlight } from "./upstream-paths.ts";

type NTierSigmaProps = {
  graph: NTierGraphModel;
  /** The searched company's paths to the organisation; everything else is dimmed. */
  highlight: PathHighlight | null;
  onClickNode: (nodeId: string, at: { x: number; y: number }) => void;
  onClickStage: () => void;
};

// ForceAtlas2 settles a few thousand nodes within seconds; running it longer only jiggles them.
const layoutMilliseconds = 4_000;
const dimmedColour = "#e9ecef";

/**
 * Sigma's WebGL drawing of the network, kept small: the graph, its sizes, colours and the
 * highlighted paths are built (and tested) in graph-model.ts and upstream-paths.ts. ForceAtlas2
 * runs in a web worker, so the page stays responsive while the layout settles.
 */
export function NTierSigma({ graph, highlight, onClickNode, onClickStage }: NTierSigmaProps) {
  const container = useRef<HTMLDivElement>(null);
  const sigmaRef = useRef<Sigma<NodeAttributes, EdgeAttributes> | null>(null);
  const handlers = useRef({ onClickNode, onClickStage });
  handlers.current = { onClickNode, onClickStage };

  useEffect(() => {
    if (!container.current) return;
    const sigma = new Sigma(graph, container.current, {
      settings: {
        ...cameraRatioLimits,
        // Sizes are the spec's pixels (16–64), not graph units (sigma 4's default).
        itemSizesReference: "screen",
        labelRenderedSizeThreshold: 10,
      },
      styles: {
        nodes: [
          DEFAULT_STYLES.nodes,
          {
            // With a search highlight on, what is off the paths fades and loses its label.
            color: (attributes, state, graphState) =>
              graphState.hasHighlighted && !state.isHighlighted
                ? dimmedColour
                : String(attributes.color),
            labelVisibility: (attributes, state, graphState) =>
              state.isHovered || state.isHighlighted
                ? "visible"
                : graphState.hasHighlighted
                  ? "hidden"
                  : attributes.forceLabel
                    ? "visible"
                    : "auto",
          },
        ],
        edges: [
          DEFAULT_STYLES.edges,
          {
            visibility: (_attributes, state, graphState) =>
              graphState.hasHighlighted && !state.isHighlighted ? "hidden" : "visible",
            size: (attributes, state) => (state.isHighlighted ? 2 : Number(attributes.size)),
          },
        ],
      },
    });
    sigmaRef.current = sigma;
    sigma.on("clickNode", ({ node, event }) =>
      handlers.current.onClickNode(node, { x: event.x, y: event.y }),
    );
    sigma.on("clickStage", () => handlers.current.onClickStage());

    const layout = new ForceAtlas2Worker(graph, {
      settings: { ...inferSettings(graph), barnesHutOptimize: graph.order > 500 },
    });
    layout.start();
    const stop = window.setTimeout(() => layout.stop(), layoutMilliseconds);
    return () => {
      window.clearTimeout(stop);
      layout.kill();
      sigma.kill();
      sigmaRef.current = null;
    };
  }, [graph]);

  useEffect(() => {
    const sigma = sigmaRef.current;
    if (!sigma) return;
    sigma.setNodesState(graph.nodes(), { isHighlighted: false });
    sigma.setEdgesState(graph.edges(), { isHighlighted: false });
    if (highlight) {
      sigma.setNodesState([...highlight.nodes], { isHighlighted: true });
      sigma.setEdgesState([...highlight.edges], { isHighlighted: true });
    }
    sigma.setGraphState({ hasHighlighted: highlight !== null && highlight.nodes.size > 0 });
  }, [graph, highlight]);

  return (
    <div
      ref={container}
      role="img"
      aria-label="Graph of the supply network; the list view offers the same content"
      style={{ height: 560, width: "100%", position: "relative" }}
    />
  );
}
