import type { Session } from "./session.types.ts";

/** What the server answers for a signed-out visitor; used before the first answer arrives. */
export const anonymousSession: Session = {
  id: "anonymous-user",
  key: "anonymous-user",
  authId: null,
  authenticated: false,
  stage: null,
  details: null,
  organization: null,
  organizations: [],
  roles: [],
  permissions: [],
  teams: [],
  programs: [],
  settings: {},
  internal: false,
  expiresAt: null,
  warningSeconds: 0,
};
