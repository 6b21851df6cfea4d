/** What a session row says about who is signed in, and how far (spec 1 §2: TOTP steps). */
export type SessionStage = "active" | "totp_login" | "totp_setup";

export type LoadedSession = {
  tokenHash: string;
  userId: string;
  organizationId: string | null;
  stage: SessionStage;
  createdAt: Date;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  /** When the session ends if nothing happens: the earlier of idle and absolute expiry. */
  expiresAt: Date;
};
