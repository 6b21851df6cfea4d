import { ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { LinkExpiredError } from "../auth/auth-errors.ts";
import { type UnsubscribeResult, unsubscribe } from "./unsubscribe.service.ts";

const UnsubscribeInput = builder.inputType("UnsubscribeInput", {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const UnsubscribeSuccess = builder.objectRef<UnsubscribeResult>("UnsubscribeSuccess").implement({
  fields: (t) => ({
    notificationType: t.exposeString("notificationType", {
      description: "The notification type now set to never (common/notifications.ts).",
    }),
    label: t.exposeString("label", { description: 'e.g. "Risk alerts"' }),
  }),
});

builder.mutationField("unsubscribe", (t) =>
  t.field({
    type: UnsubscribeSuccess,
    description:
      "Public: turns off the notification e-mails named by a signed unsubscribe link. No sign-in needed.",
    args: { input: t.arg({ type: UnsubscribeInput, required: true }) },
    errors: {
      types: [LinkExpiredError, ValidationError],
      union: { name: "UnsubscribeResult" },
    },
    resolve: (_root, { input }, ctx) => unsubscribe(ctx.deps, input),
  }),
);
