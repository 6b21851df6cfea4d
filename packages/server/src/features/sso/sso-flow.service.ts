import { emailSchema } from "@tierwise/common/auth-rules";
import { safeNextPath } from "@tierwise/common/redirect";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import * as oidc from "openid-client";
import { z } from "zod";
import type { Config } from "../../config.ts";
import { recordAudit } from "../../core/audit.ts";
import { parseInput } from "../../core/parse-input.ts";
import type { SessionRequest } from "../../core/session-request.ts";
import { ofOrganization } from "../../core/tenant.ts";
import type { Database } from "../../db/client.ts";
import { memberships } from "../../db/membership.table.ts";
import { organizations } from "../../db/organization.table.ts";
import { users } from "../../db/user.table.ts";
import { createSession, endSession } from "../auth/session.service.ts";
import { hashToken, isWellFormedToken } from "../auth/session-token.ts";
import { resolveOrganizationSettings } from "../auth/viewer.ts";
import { seatsInUse } from "../organizations/members.service.ts";
import { oidcConfiguration, ssoRedirectUri } from "./oidc-client.ts";
import { ssoConnections, ssoLoginAttempts } from "./sso.table.ts";
import { IncorrectSsoEmailError } from "./sso-errors.ts";

/** Holds the OAuth state in the browser that started the sign-in (sent to /sso only). */
export const ssoStateCookieName = "tw_sso_state";
export const ssoStateCookiePath = "/sso";
export const ssoAttemptLifetimeSeconds = 600;

/** Where the web app shows SSO failures; the error key picks the message on /login-sso. */
export const ssoErrorPaths = {
  unauthorized: "/login-sso?error=unauthorized",
  failed: "/login-sso?error=failed",
} as const;

const startInput = z.object({
  email: emailSchema,
  next: z.string().max(2048).nullish(),
});

/** The enabled connection of an active, SSO-enabled organisation that owns the e-mail's domain. */
async function connectionForEmail(db: Database, email: string) {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const [row] = await db
    .select({ connection: ssoConnections })
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.organizationId))
    .where(
      and(
        eq(ssoConnections.enabled, true),
        eq(organizations.ssoEnabled, true),
        eq(organizations.active, true),
        sql`${domain} = any(${ssoConnections.emailDomains})`,
      ),
    )
    .limit(1);
  return row?.connection ?? null;
}

/**
 * startSso: finds the organisation by the e-mail's domain and answers the provider's
 * authorization URL (PKCE S256, state, nonce). The state, nonce and verifier are kept
 * server-side for 10 minutes; the state also goes into a cookie that binds the sign-in to
 * this browser, so a callback link from someone else's sign-in is refused.
 */
export async function startSso(
  incoming: SessionRequest,
  input: unknown,
): Promise<{ redirectUrl: string }> {
  const { email, next } = parseInput(startInput, input);
  const connection = await connectionForEmail(incoming.db, email);
  if (!connection) throw new IncorrectSsoEmailError();
  const configuration = await oidcConfiguration(incoming.config, connection);

  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const now = Date.now();
  await incoming.db.delete(ssoLoginAttempts).where(lt(ssoLoginAttempts.expiresAt, new Date(now)));
  await incoming.db.insert(ssoLoginAttempts).values({
    stateHash: hashToken(state),
    organizationId: connection.organizationId,
    nonce,
    codeVerifier,
    nextPath: safeNextPath(next),
    expiresAt: new Date(now + ssoAttemptLifetimeSeconds * 1000),
  });
  incoming.cookies.set(ssoStateCookieName, state, {
    path: ssoStateCookiePath,
    maxAgeSeconds: ssoAttemptLifetimeSeconds,
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: ssoRedirectUri(incoming.config),
    scope: "openid email profile",
    response_type: "code",
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    login_hint: email,
  });
  return { redirectUrl: url.href };
}

export type SsoCallbackOutcome =
  | { kind: "signed-in"; location: string; token: string; expires: Date }
  | { kind: "refused"; location: string };

type CallbackDeps = { db: Database; config: Config; log: FastifyBaseLogger };

type Claims = Record<string, unknown>;

const unauthorized: SsoCallbackOutcome = { kind: "refused", location: ssoErrorPaths.unauthorized };
const failed: SsoCallbackOutcome = { kind: "refused", location: ssoErrorPaths.failed };

const text = (value: unknown, max: number) =>
  typeof value === "string" ? value.trim().slice(0, max) : "";

/**
 * GET /sso/callback: checks the state against the browser's cookie and the stored attempt,
 * exchanges the code (PKCE, nonce and ID token checks by openid-client), then signs the user in,
 * creating them just in time with the organisation's default role when the connection allows.
 */
export async function completeSso(
  deps: CallbackDeps,
  request: {
    callbackUrl: URL;
    stateCookie: string | undefined;
    sessionCookie: string | undefined;
    userAgent: string | undefined;
  },
): Promise<SsoCallbackOutcome> {
  const { db, config, log } = deps;
  const state = request.callbackUrl.searchParams.get("state");
  if (!state || !request.stateCookie || request.stateCookie !== state) {
    log.warn("SSO callback refused: state missing or not this browser's");
    return failed;
  }
  const [attempt] = await db
    .delete(ssoLoginAttempts)
    .where(eq(ssoLoginAttempts.stateHash, hashToken(state)))
    .returning();
  if (!attempt || attempt.expiresAt <= new Date()) {
    log.warn("SSO callback refused: unknown, used or expired state");
    return failed;
  }
  const providerError = request.callbackUrl.searchParams.get("error");
  if (providerError) {
    log.info({ providerError }, "SSO provider answered with an error");
    return providerError === "access_denied" ? unauthorized : failed;
  }

  const [row] = await db
    .select({ connection: ssoConnections, organization: organizations })
    .from(ssoConnections)
    .innerJoin(organizations, eq(organizations.id, ssoConnections.organizationId))
    .where(ofOrganization(attempt.organizationId, ssoConnections));
  if (!row?.connection.enabled || !row.organization.ssoEnabled || !row.organization.active) {
    return unauthorized;
  }
  const { connection, organization } = row;

  let claims: Claims;
  try {
    const configuration = await oidcConfiguration(config, connection);
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      request.callbackUrl,
      {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: ssoRedirectUri(config) },
    );
    const idClaims = tokens.claims();
    if (!idClaims) return failed;
    claims = idClaims;
    if (typeof claims.email !== "string") {
      claims = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    }
  } catch (error) {
    log.warn({ err: error }, "SSO code exchange failed");
    return failed;
  }

  const parsedEmail = emailSchema.safeParse(claims.email);
  if (!parsedEmail.success || claims.email_verified === false) return unauthorized;
  const email = parsedEmail.data;
  // The provider speaks only for its organisation's domains: no signing in as someone else's user.
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (!connection.emailDomains.includes(domain)) {
    log.warn({ organizationId: organization.id }, "SSO e-mail outside the connection's domains");
    return unauthorized;
  }

  const settings = resolveOrganizationSettings(organization.settings);
  const userId = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.email, email)).for("update");
    if (user && !user.active) return null;
    const [membership] = user
      ? await tx
          .select()
          .from(memberships)
          .where(and(eq(memberships.userId, user.id), ofOrganization(organization.id, memberships)))
      : [];
    if (membership?.active) return user?.id ?? null;
    if (membership?.acceptedAt) return null; // deactivated by an admin
    if (!membership && !connection.jitProvisioning) return null;
    if (!membership) {
      const limit = settings.userAccountLimit;
      if (limit && (await seatsInUse(tx, organization.id)) >= limit) return null;
    }

    let id = user?.id;
    if (!id) {
      const [created] = await tx
        .insert(users)
        .values({
          email,
          firstName: text(claims.given_name, 100) || text(claims.name, 100),
          lastName: text(claims.family_name, 100),
          verified: true,
          ssoUser: true,
        })
        .returning({ id: users.id });
      if (!created) throw new Error("SSO user not created");
      id = created.id;
    } else if (!user?.verified) {
      await tx.update(users).set({ verified: true }).where(eq(users.id, id));
    }
    if (membership) {
      // A pending invitation: signing in through the organisation's provider accepts it.
      await tx
        .update(memberships)
        .set({ active: true, acceptedAt: new Date() })
        .where(and(eq(memberships.userId, id), ofOrganization(organization.id, memberships)));
    } else {
      await tx
        .insert(memberships)
        .values({ userId: id, organizationId: organization.id, role: settings.defaultRole });
    }
    // The person signing in is the actor of their own provisioning (nobody else is signed in).
    await recordAudit(
      tx,
      { userId: id, organizationId: organization.id },
      {
        action: membership ? "invitation.accepted_sso" : "member.sso_provisioned",
        targetType: "member",
        targetId: id,
        after: { email, role: membership?.role ?? settings.defaultRole, sso: true },
      },
    );
    return id;
  });
  if (!userId) {
    log.info({ organizationId: organization.id }, "SSO sign-in refused: user or member inactive");
    return unauthorized;
  }

  await db
    .update(users)
    .set({
      failedLoginCount: 0,
      lockedUntil: null,
      lastLoginAt: new Date(),
      loginsCount: sql`${users.loginsCount} + 1`,
    })
    .where(eq(users.id, userId));
  // A new session on every sign-in: no session fixation. The provider did the second factor.
  if (isWellFormedToken(request.sessionCookie)) {
    await endSession(db, hashToken(request.sessionCookie));
  }
  const { token, session } = await createSession(db, config, {
    userId,
    organizationId: organization.id,
    stage: "active",
    userAgent: request.userAgent,
  });
  return {
    kind: "signed-in",
    token,
    expires: session.absoluteExpiresAt,
    location: `/complete-sso?next=${encodeURIComponent(safeNextPath(attempt.nextPath))}`,
  };
}
