import type { Feature } from "../../core/feature.ts";
import { registerSsoRoutes } from "./sso-route.ts";
import "./sso.type.ts";

/** sso: its GraphQL types register themselves when imported above. */
export const ssoFeature: Feature = {
  name: "sso",
  routes: registerSsoRoutes,
};
