import type { Feature } from "../../core/feature.ts";
import "./organization-choice.type.ts";
import "./members.type.ts";
import "./invitations.type.ts";
import "./teams.type.ts";
import "./feature-flags.type.ts";
import "./organization-admin.type.ts";

/** organizations: its GraphQL types register themselves when imported above. */
export const organizationsFeature: Feature = {
  name: "organizations",
};
