import type { Feature } from "../../core/feature.ts";
import "./subscription-set.type.ts";

/**
 * subscription-sets: the companies an organisation subscribes to, their seats and data packages
 * (spec 3 §3, §6). The table lives with companies, whose field rules read it (reports need the
 * reports package); administering it is this feature's.
 */
export const subscriptionSetsFeature: Feature = {
  name: "subscription-sets",
};
