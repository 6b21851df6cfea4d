/**
 * Where the link graph draws each link: nodes on a ring around the company, each label along
 * its own spoke, outward from the node. Labels on spokes never meet (their distance grows
 * outward from at least `labelGap`), where level labels above and below the nodes overlapped
 * once a dozen links shared the ring. Labels on the left half read from the outside in, so
 * that no text is upside down.
 */

export const graphSize = 560;
export const graphCentre = graphSize / 2;
export const ringRadius = 130;
export const nodeRadius = 9;
export const labelFontSize = 11;
/** Characters of a name drawn beside its node; the table gives the full name. */
export const labelCharacters = 20;
/** Most links drawn; the table lists them all. */
export const maxGraphNodes = 24;

export type RingPlace = {
  x: number;
  y: number;
  /** Where the label's text starts (at the node's outer edge). */
  labelX: number;
  labelY: number;
  /** Degrees the label turns about (labelX, labelY). */
  rotate: number;
  anchor: "start" | "end";
};

const round = (value: number) => Math.round(value * 100) / 100;

/** The place of node `index` of `count`, the first at the top, going clockwise. */
export function ringPlace(index: number, count: number): RingPlace {
  const angle = (2 * Math.PI * index) / Math.max(1, count) - Math.PI / 2;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const labelRadius = ringRadius + nodeRadius + 5;
  const degrees = (angle * 180) / Math.PI;
  const leftHalf = cos < -1e-9;
  return {
    x: round(graphCentre + ringRadius * cos),
    y: round(graphCentre + ringRadius * sin),
    labelX: round(graphCentre + labelRadius * cos),
    labelY: round(graphCentre + labelRadius * sin),
    // Within ±90°: turned half a circle on the left, text keeps reading left to right.
    rotate: round(leftHalf ? degrees - 180 : degrees),
    anchor: leftHalf ? "end" : "start",
  };
}

/** A name cut to fit beside its node. */
export function graphLabel(name: string): string {
  return name.length > labelCharacters ? `${name.slice(0, labelCharacters - 1)}…` : name;
}
