/** GraphQL documents the auth, organisation and settings integration tests send. */
export const sessionFields = `
  id key authId authenticated stage expiresAt warningSeconds internal settings
  details { email name }
  organization { id name type featureFlags totpRequired customView { hideHome hiddenLinks customSidebarLinks { title url enabled iconUrl } } }
  organizations { id name }
  roles permissions
  teams { id name membershipCreatedAt }
  programs { key }
`;

// A fragment on a type outside the union fails validation, so each document lists its own.
const errorFields = "__typename ... on Error { message }";
const validation = "... on ValidationError { fieldErrors { path message } }";
const loginFailed = "... on LoginFailedError { remainingAttempts }";
const locked = "... on AccountLockedError { lockedUntil }";
const totpRequired = "... on TotpRequiredError { setupRequired }";

export const sessionQuery = `{ session { ${sessionFields} } }`;

export const loginMutation = `mutation($input: LoginInput!) {
  login(input: $input) {
    ${errorFields} ${validation} ${loginFailed} ${locked} ${totpRequired}
    ... on LoginSuccess { session { ${sessionFields} } } }
}`;

export const loginWithTotpMutation = `mutation($input: TotpCodeInput!) {
  loginWithTotp(input: $input) {
    ${errorFields} ${validation} ${locked}
    ... on LoginSuccess { session { ${sessionFields} } } }
}`;

export const generateTotpSecretMutation = `mutation { generateTotpSecret { secret otpauthUrl qrCodeDataUrl } }`;

export const enableTotpMutation = `mutation($input: TotpCodeInput!) {
  enableTotp(input: $input) { ${errorFields} ${validation} ... on EnableTotpSuccess { session { ${sessionFields} } } }
}`;

export const disableTotpMutation = `mutation($input: DisableTotpInput!) {
  disableTotp(input: $input) { ${errorFields} ${validation} ... on DisableTotpSuccess { user { id totpEnabled } } }
}`;

export const logoutMutation = `mutation { logout }`;
export const refreshSessionMutation = `mutation { refreshSession { ${sessionFields} } }`;

export const changePasswordMutation = `mutation($input: ChangePasswordInput!) {
  changePassword(input: $input) { ${errorFields} ${validation} ... on ChangePasswordSuccess { user { id email } } }
}`;

export const requestPasswordResetMutation = `mutation($input: RequestPasswordResetInput!) {
  requestPasswordReset(input: $input) { ${errorFields} ${validation} ... on RequestPasswordResetSuccess { message } }
}`;

export const acceptPasswordResetMutation = `mutation($input: AcceptPasswordResetInput!) {
  acceptPasswordReset(input: $input) { ${errorFields} ${validation} ... on AcceptPasswordResetSuccess { email } }
}`;

export const userFields = `
  id email name firstName lastName verified lastLogin loginsCount totpEnabled ssoUser
  jobTitle { title } businessUnit { title }
  notificationPreferences { type frequency } preferredEmailHour
`;

export const meQuery = `{ me { ${userFields} } }`;

export const updateProfileMutation = `mutation($input: UpdateProfileInput!) {
  updateProfile(input: $input) { ${errorFields} ${validation} ... on UpdateProfileSuccess { user { ${userFields} } } }
}`;

export const updateNotificationPreferencesMutation = `mutation($input: UpdateNotificationPreferencesInput!) {
  updateNotificationPreferences(input: $input) {
    ${errorFields} ${validation} ... on UpdateNotificationPreferencesSuccess { user { ${userFields} } }
  }
}`;

export const setCurrentOrganizationMutation = `mutation($input: SetCurrentOrganizationInput!) {
  setCurrentOrganization(input: $input) {
    ${errorFields} ... on SetCurrentOrganizationSuccess { session { ${sessionFields} } }
  }
}`;

export const settingsQuery = `query($scope: SettingsScope!, $path: String) { settings(scope: $scope, path: $path) }`;

export const updateSettingsMutation = `mutation($input: UpdateSettingsInput!) {
  updateSettings(input: $input) { ${errorFields} ${validation} ... on UpdateSettingsSuccess { data } }
}`;

/** Typing helpers for answers: every result union is read through these loose shapes. */
export type ResultShape = {
  __typename: string;
  message?: string;
  fieldErrors?: { path: string; message: string }[];
  remainingAttempts?: number;
  lockedUntil?: string;
  setupRequired?: boolean;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
  session?: any;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
  user?: any;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are checked field by field.
  data?: any;
  email?: string;
};
