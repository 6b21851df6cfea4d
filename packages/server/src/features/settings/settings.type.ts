import { ForbiddenError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asActor } from "../../graphql/guards.ts";
import { readSettings, updateSettings } from "./settings.service.ts";

const SettingsScopeType = builder.enumType("SettingsScope", {
  values: { USER: { value: "user" }, ORGANIZATION: { value: "organization" } } as const,
});

builder.queryField("settings", (t) =>
  t.field({
    type: "JSON",
    nullable: true,
    description: "The value at a dotted path (null when missing), or the whole document.",
    args: {
      scope: t.arg({ type: SettingsScopeType, required: true }),
      path: t.arg.string(),
    },
    resolve: (_root, args, ctx) => asActor(ctx, readSettings, args),
  }),
);

const UpdateSettingsInput = builder.inputType("UpdateSettingsInput", {
  fields: (t) => ({
    scope: t.field({ type: SettingsScopeType, required: true }),
    data: t.field({ type: "JSON", required: true }),
  }),
});

const UpdateSettingsSuccess = builder
  .objectRef<{ data: Record<string, unknown> }>("UpdateSettingsSuccess")
  .implement({
    fields: (t) => ({ data: t.field({ type: "JSON", resolve: (result) => result.data }) }),
  });

builder.mutationField("updateSettings", (t) =>
  t.field({
    type: UpdateSettingsSuccess,
    description:
      "Deep-merges data into the document: objects merge, arrays replace, null deletes a key.",
    args: { input: t.arg({ type: UpdateSettingsInput, required: true }) },
    errors: {
      types: [ForbiddenError, ValidationError],
      union: { name: "UpdateSettingsResult" },
    },
    resolve: (_root, { input }, ctx) => asActor(ctx, updateSettings, input),
  }),
);
