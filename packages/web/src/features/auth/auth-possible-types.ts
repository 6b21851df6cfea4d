/**
 * Members of the result unions that the auth and account documents select with inline fragments
 * (docs/auth-contract.graphql). Give these to InMemoryCache's `possibleTypes`: without them Apollo
 * cannot tell a non-matching union member from a missing type and warns in development.
 */
export const authPossibleTypes: Record<string, string[]> = {
  LoginResult: [
    "LoginSuccess",
    "LoginFailedError",
    "AccountLockedError",
    "TotpRequiredError",
    "ValidationError",
  ],
  LoginWithTotpResult: [
    "LoginSuccess",
    "InvalidCodeError",
    "AccountLockedError",
    "ValidationError",
  ],
  EnableTotpResult: [
    "EnableTotpSuccess",
    "InvalidCodeError",
    "MfaNotAllowedError",
    "ValidationError",
  ],
  DisableTotpResult: [
    "DisableTotpSuccess",
    "IncorrectPasswordError",
    "ForbiddenError",
    "ValidationError",
  ],
  ChangePasswordResult: ["ChangePasswordSuccess", "IncorrectPasswordError", "ValidationError"],
  RequestPasswordResetResult: ["RequestPasswordResetSuccess", "ValidationError"],
  AcceptPasswordResetResult: ["AcceptPasswordResetSuccess", "LinkExpiredError", "ValidationError"],
  SetCurrentOrganizationResult: ["SetCurrentOrganizationSuccess", "NotFoundError"],
  UpdateProfileResult: ["UpdateProfileSuccess", "ValidationError"],
  UpdateNotificationPreferencesResult: ["UpdateNotificationPreferencesSuccess", "ValidationError"],
};
