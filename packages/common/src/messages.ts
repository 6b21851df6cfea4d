/** Every user-facing sentence quoted in the spec, verbatim, defined once (ARCHITECTURE §5). */
export const messages = {
  loginFailed: (remaining: number) =>
    `Login failed due to an incorrect email and/or password. You have ${remaining} remaining attempts before your account is locked.`,
  accountLocked:
    "Your account is now locked because of too many failed login attempts. Please try again in 5 minutes or contact your administrator to unlock your account.",
  incorrectEmailSso: "Incorrect email",
  unauthorizedUser: "Unauthorized user. Please contact your administrator.",
  unauthorized: "Unauthorized.",
  breachedPassword: (count: number | null) =>
    count === null
      ? "The password has appeared in data breaches; do not use it."
      : `The password has appeared in ${count} data breaches; do not use it.`,
  /** A required field left empty, on the server and in every form. */
  required: "Required.",
  tooLong: (max: number) => `Must be ${max} characters or less.`,
  tooShort: (min: number) => `Must be at least ${min} characters.`,
  totpRequired: "Two-factor authentication required: continue with TOTP MFA login or setup.",
  incorrectCode: "Incorrect code. Please try again.",
  sixDigitCode: "Please provide a 6-digit number.",
  mfaNotForSso: "MFA cannot be enabled for SSO users.",
  jsonSchemaValidation: "JSON Schema validation failure.",
  linkExpired: "Your link has expired or is invalid.",
  invalidCompanyId: "Company ID is invalid.",
  somethingWentWrong: "Something went wrong, please try again",
  searchTimeout: "Search Engine API waiting time exceeded",
  notAValidEmail: "Not a valid email",
  wrongColorHex: "Wrong color hex format example: #ffffff",
  itemsCountRequired: "Must provide itemsCount field in requested query",
  alreadyAccepted: "This person has already accepted their invite.",
  alreadyInvited: "An invite has already been sent to this email.",
  resendInvitation: "Resend invitation",
  inviteResent: "Invite resent",
  uploadFailed: "Unable to upload file(s). Please try again.",
  copied: "Copied to clipboard",
  copyFailed: "Could not copy text to clipboard.",
  noResults: "No results",
  premiumPartsFailed: "Failed to load some of the Premium Portal parts.",
  dashboardBundlesFailed: "Failed to load some of the Dashboard bundles.",
  downloadWait: (kind: string) => `Please wait while another ${kind} downloads.`,
  downloadPreparing: (kind: string) => `Preparing ${kind} for download ...`,
  downloadSuccess: (kind: string) => `Download ${kind} successful`,
  downloadImageFailed: "Downloading image from Blob failed",
  teamMembers: (count: number) => `${count} member(s)`,
  passwordChanged: "Your password has been changed.",
  resetLinkSent: "If that address belongs to an account, a reset link is on its way.",
  sessionExpiring: "Your session is about to expire.",
  offline: "You are offline. Changes will not be saved until the connection is back.",
} as const;
