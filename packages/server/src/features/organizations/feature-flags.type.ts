import { NotFoundError, ValidationError } from "../../core/errors.ts";
import type { ResolvedFlags } from "../../core/feature-flags.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { featureFlags, setFeatureFlagOverride } from "./feature-flags.service.ts";

const FeatureFlagsType = builder.objectRef<ResolvedFlags>("FeatureFlags").implement({
  fields: (t) => ({
    flags: t.field({
      type: "JSON",
      description: "Every flag of common/feature-flags.ts, as booleans, after overrides.",
      resolve: (r) => r.flags,
    }),
    userKey: t.string({ resolve: (r) => r.key.userId ?? "anonymous-user" }),
    organizationId: t.id({ nullable: true, resolve: (r) => r.key.organizationId }),
    programs: t.stringList({ resolve: (r) => r.key.programs }),
    internal: t.boolean({
      description: "The viewer's e-mail matches the organisation's internalMailDomains.",
      resolve: (r) => r.key.internal,
    }),
  }),
});

builder.queryField("featureFlags", (t) =>
  t.field({
    type: FeatureFlagsType,
    description: "The current viewer's feature flags (all off when anonymous).",
    resolve: async (_root, _args, ctx) => featureFlags(ctx.db, await ctx.viewer()),
  }),
);

const FlagScope = builder.enumType("FeatureFlagOverrideScope", {
  values: ["user", "program"] as const,
});

const OverrideType = builder
  .objectRef<{
    organizationId: string;
    scope: string;
    key: string;
    flag: string;
    value: boolean | null;
  }>("FeatureFlagOverride")
  .implement({
    fields: (t) => ({
      organizationId: t.exposeID("organizationId"),
      scope: t.exposeString("scope"),
      key: t.exposeString("key"),
      flag: t.exposeString("flag"),
      value: t.exposeBoolean("value", { nullable: true, description: "null: override removed." }),
    }),
  });

builder.mutationField("setFeatureFlagOverride", (t) =>
  t.field({
    type: OverrideType,
    description:
      "Provider managers: a per-user (key = user id) or per-program flag override; value null removes it.",
    args: {
      organizationId: t.arg.id({ required: true }),
      scope: t.arg({ type: FlagScope, required: true }),
      key: t.arg.string({ required: true }),
      flag: t.arg.string({ required: true }),
      value: t.arg.boolean({ required: false }),
    },
    errors: {
      types: [NotFoundError, ValidationError],
      union: { name: "SetFeatureFlagOverrideResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setFeatureFlagOverride, {
        ...args,
        organizationId: String(args.organizationId),
        value: args.value ?? null,
      }),
  }),
);
