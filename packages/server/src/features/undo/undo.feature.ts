import type { Feature } from "../../core/feature.ts";
import "./snackbar-undo.type.ts";

/** undo: its GraphQL types register themselves when imported above. */
export const undoFeature: Feature = {
  name: "undo",
};
