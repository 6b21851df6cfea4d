import type { Feature } from "../../core/feature.ts";
import "./api-token.type.ts";

/**
 * api-tokens: its GraphQL types register themselves when imported above. Bearer requests are
 * authenticated by the GraphQL route (http/graphql-route.ts) through bearer-auth.ts.
 */
export const apiTokensFeature: Feature = {
  name: "api-tokens",
};
