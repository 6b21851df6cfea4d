import type { Feature } from "../../core/feature.ts";
import { registerScimRoutes } from "./scim-routes.ts";

/**
 * scim: SCIM 2.0 provisioning (issue 33) for an organisation's identity provider. Users are
 * the organisation's members, Groups its teams; a service token with the scim scope acts.
 */
export const scimFeature: Feature = {
  name: "scim",
  routes: registerScimRoutes,
};
