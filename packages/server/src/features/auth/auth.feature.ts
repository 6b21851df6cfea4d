import type { Feature } from "../../core/feature.ts";
import "./auth-error.types.ts";
import "./session.type.ts";
import "./sign-in.type.ts";
import "./totp.type.ts";
import "./password.type.ts";
import "./user.type.ts";

/** auth: its GraphQL types register themselves when imported above. */
export const authFeature: Feature = {
  name: "auth",
};
