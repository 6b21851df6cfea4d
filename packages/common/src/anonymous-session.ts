/** The session id and key the server gives a signed-out visitor. */
export const anonymousSessionKey = "anonymous-user";

/**
 * What a signed-out visitor's session says, the same on the server (its answer) and in the web
 * (its placeholder before the first answer). Fresh arrays each call, so nobody shares a mutable one.
 */
export function anonymousSessionFields() {
  return {
    id: anonymousSessionKey,
    key: anonymousSessionKey,
    authId: null,
    authenticated: false,
    stage: null,
    details: null,
    organization: null,
    organizations: [] as never[],
    roles: [] as never[],
    permissions: [] as never[],
    teams: [] as never[],
    programs: [] as never[],
    settings: {},
    internal: false,
    expiresAt: null,
  };
}
