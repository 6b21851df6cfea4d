import { LimitReachedError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import {
  type ApiTokenRow,
  createApiToken,
  listApiTokens,
  revokeApiToken,
} from "./api-token.service.ts";

const ApiTokenKindEnum = builder.enumType("ApiTokenKind", {
  values: { PERSONAL: { value: "personal" }, SERVICE: { value: "service" } } as const,
});

/** A token as its owner sees it: never the secret, never its hash. */
const ApiTokenType = builder.objectRef<ApiTokenRow>("ApiToken").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: ApiTokenKindEnum, resolve: (token) => token.kind }),
    name: t.exposeString("name"),
    scopes: t.exposeStringList("scopes"),
    tokenPrefix: t.exposeString("tokenPrefix", {
      description: "The secret's first characters, to tell tokens apart.",
    }),
    serviceAccountName: t.exposeString("serviceAccountName", { nullable: true }),
    expiresAt: t.expose("expiresAt", { type: "DateTime" }),
    lastUsedAt: t.expose("lastUsedAt", { type: "DateTime", nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const ApiTokenInput = builder.inputType("ApiTokenInput", {
  fields: (t) => ({
    kind: t.field({ type: ApiTokenKindEnum, required: true }),
    name: t.string({ required: true, description: "At most 100 characters." }),
    scopes: t.stringList({
      required: true,
      description: "read:<area> or write:<area>; write includes read.",
    }),
    expiresInDays: t.int({ required: true, description: "1 to 365." }),
    serviceAccountName: t.string({
      description: "Service tokens: the service account they act as (made on first use).",
    }),
    serviceAccountRole: t.string({
      description: "Service tokens: a new service account's role (the organisation's default).",
    }),
  }),
});

const CreateApiTokenSuccess = builder
  .objectRef<{ token: ApiTokenRow; secret: string }>("CreateApiTokenSuccess")
  .implement({
    fields: (t) => ({
      token: t.field({ type: ApiTokenType, resolve: (r) => r.token }),
      secret: t.exposeString("secret", {
        description: "Send as Authorization: Bearer. Shown this once; only its hash is kept.",
      }),
    }),
  });

const RevokeApiTokenSuccess = builder
  .objectRef<{ token: ApiTokenRow }>("RevokeApiTokenSuccess")
  .implement({
    fields: (t) => ({ token: t.field({ type: ApiTokenType, resolve: (r) => r.token }) }),
  });

builder.queryField("apiTokens", (t) =>
  t.field({
    type: [ApiTokenType],
    description:
      "Live API tokens, newest first: one's own personal tokens, or (administrators) the organisation's service tokens.",
    args: { kind: t.arg({ type: ApiTokenKindEnum, required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, listApiTokens, { kind: args.kind }),
  }),
);

builder.mutationFields((t) => ({
  createApiToken: t.field({
    type: CreateApiTokenSuccess,
    args: { input: t.arg({ type: ApiTokenInput, required: true }) },
    errors: {
      types: [ValidationError, LimitReachedError],
      union: { name: "CreateApiTokenResult" },
    },
    resolve: (_root, { input }, ctx) => asTenant(ctx, createApiToken, input),
  }),
  revokeApiToken: t.field({
    type: RevokeApiTokenSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "RevokeApiTokenResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, revokeApiToken, { id: String(args.id) }),
  }),
}));
