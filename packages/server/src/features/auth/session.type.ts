import { builder } from "../../graphql/builder.ts";
import { SessionOrganizationType } from "./session-organization.type.ts";
import { describeSession, type SessionView } from "./session-view.ts";
import { logout, refreshSession } from "./sign-in.service.ts";

const SessionStageType = builder.enumType("SessionStage", {
  values: {
    ACTIVE: { value: "active" },
    TOTP_LOGIN: { value: "totp_login" },
    TOTP_SETUP: { value: "totp_setup" },
  } as const,
});

const SessionDetailsType = builder
  .objectRef<NonNullable<SessionView["details"]>>("SessionDetails")
  .implement({ fields: (t) => ({ email: t.exposeString("email"), name: t.exposeString("name") }) });

const SessionTeamType = builder.objectRef<SessionView["teams"][number]>("SessionTeam").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    membershipCreatedAt: t.expose("membershipCreatedAt", { type: "DateTime" }),
  }),
});

const ProgramType = builder.objectRef<{ key: string }>("Program").implement({
  fields: (t) => ({ key: t.exposeString("key") }),
});

export const SessionType = builder.objectRef<SessionView>("Session").implement({
  fields: (t) => ({
    id: t.exposeID("id", { description: '"anonymous-user" when signed out.' }),
    key: t.exposeString("key"),
    authId: t.exposeString("authId", { nullable: true }),
    authenticated: t.exposeBoolean("authenticated"),
    stage: t.field({ type: SessionStageType, nullable: true, resolve: (s) => s.stage }),
    details: t.field({ type: SessionDetailsType, nullable: true, resolve: (s) => s.details }),
    organization: t.field({
      type: SessionOrganizationType,
      nullable: true,
      resolve: (s) => s.organization,
    }),
    organizations: t.field({ type: [SessionOrganizationType], resolve: (s) => s.organizations }),
    roles: t.exposeStringList("roles"),
    permissions: t.exposeStringList("permissions"),
    teams: t.field({ type: [SessionTeamType], resolve: (s) => s.teams }),
    programs: t.field({ type: [ProgramType], resolve: (s) => s.programs }),
    settings: t.field({ type: "JSON", resolve: (s) => s.settings }),
    internal: t.exposeBoolean("internal"),
    expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true }),
    warningSeconds: t.exposeInt("warningSeconds"),
  }),
});

builder.queryField("session", (t) =>
  t.field({
    type: SessionType,
    description: "Always answers; an anonymous session when signed out.",
    resolve: (_root, _args, ctx) => describeSession(ctx),
  }),
);

builder.mutationFields((t) => ({
  logout: t.boolean({
    description: "Ends the session on the server and clears the cookie.",
    resolve: (_root, _args, ctx) => logout(ctx),
  }),
  refreshSession: t.field({
    type: SessionType,
    description: "Extends the idle lifetime (the refresh_session dialog).",
    resolve: (_root, _args, ctx) => refreshSession(ctx),
  }),
}));
