import { NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { ErrorInterface } from "../../graphql/error-types.ts";
import { asTenant } from "../../graphql/guards.ts";
import {
  getSsoConnection,
  type SsoConnectionRow,
  upsertSsoConnection,
} from "./sso-connection.service.ts";
import { IncorrectSsoEmailError } from "./sso-errors.ts";
import { startSso } from "./sso-flow.service.ts";

builder.objectType(IncorrectSsoEmailError, {
  name: "IncorrectSsoEmailError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof IncorrectSsoEmailError,
});

const SsoConnectionType = builder.objectRef<SsoConnectionRow>("SsoConnection").implement({
  description: "An organisation's OpenID Connect provider. The client secret is never returned.",
  fields: (t) => ({
    id: t.exposeID("id"),
    organizationId: t.exposeID("organizationId"),
    issuer: t.exposeString("issuer"),
    clientId: t.exposeString("clientId"),
    clientSecretSet: t.boolean({ resolve: (row) => row.clientSecret.length > 0 }),
    emailDomains: t.exposeStringList("emailDomains"),
    enabled: t.exposeBoolean("enabled"),
    jitProvisioning: t.exposeBoolean("jitProvisioning", {
      description: "Unknown users are created at their first SSO sign-in, with the default role.",
    }),
    redirectUri: t.string({
      description: "The redirect URI to register at the provider.",
      resolve: (_row, _args, ctx) => `${ctx.config.publicUrl}/sso/callback`,
    }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const UpsertSsoConnectionInput = builder.inputType("UpsertSsoConnectionInput", {
  fields: (t) => ({
    organizationId: t.id({ required: true }),
    issuer: t.string({ required: true }),
    clientId: t.string({ required: true }),
    clientSecret: t.string({ description: "Leave out to keep the stored secret." }),
    emailDomains: t.stringList({ required: true }),
    enabled: t.boolean({ required: true }),
    jitProvisioning: t.boolean({ description: "Defaults to true (or the stored value)." }),
  }),
});

const StartSsoInput = builder.inputType("StartSsoInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    next: t.string({ description: "Where to go after signing in (a path on this site)." }),
  }),
});

const StartSsoSuccess = builder.objectRef<{ redirectUrl: string }>("StartSsoSuccess").implement({
  fields: (t) => ({
    redirectUrl: t.exposeString("redirectUrl", {
      description: "The provider's authorization URL: send the browser there.",
    }),
  }),
});

const UpsertSsoConnectionSuccess = builder
  .objectRef<{ connection: SsoConnectionRow }>("UpsertSsoConnectionSuccess")
  .implement({
    fields: (t) => ({
      connection: t.field({ type: SsoConnectionType, resolve: (result) => result.connection }),
    }),
  });

builder.queryField("ssoConnection", (t) =>
  t.field({
    type: SsoConnectionType,
    nullable: true,
    description: "Provider managers: an organisation's SSO provider, or null when none is set.",
    args: { organizationId: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "SsoConnectionResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, getSsoConnection, String(args.organizationId)),
  }),
);

builder.mutationFields((t) => ({
  upsertSsoConnection: t.field({
    type: UpsertSsoConnectionSuccess,
    description: "Provider managers: creates or replaces an organisation's SSO provider.",
    args: { input: t.arg({ type: UpsertSsoConnectionInput, required: true }) },
    errors: {
      types: [NotFoundError, ValidationError],
      union: { name: "UpsertSsoConnectionResult" },
    },
    resolve: async (_root, { input }, ctx) => ({
      connection: await asTenant(ctx, upsertSsoConnection, input),
    }),
  }),
  startSso: t.field({
    type: StartSsoSuccess,
    description:
      "Public: the authorization URL of the provider of the e-mail's organisation. Sets a short-lived tw_sso_state cookie.",
    args: { input: t.arg({ type: StartSsoInput, required: true }) },
    errors: {
      types: [IncorrectSsoEmailError, ValidationError],
      union: { name: "StartSsoResult" },
    },
    resolve: (_root, { input }, ctx) => startSso(ctx, input),
  }),
}));
