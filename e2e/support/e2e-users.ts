/** Accounts the browser tests use, one per test that changes account state, so tests stay independent. */
export const e2eUsers = {
  lockout: "e2e-lockout@acme.test",
  wrongPassword: "e2e-wrong@acme.test",
  mfa: "e2e-mfa@acme.test",
  reset: "e2e-reset@acme.test",
  tabs: "e2e-tabs@acme.test",
  next: "e2e-next@acme.test",
} as const;
