import { ValidationError } from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asActor } from "../../../graphql/guards.ts";
import { listOrFail } from "../../../graphql/list-fields.ts";
import { LinkExpiredError } from "../../auth/auth-errors.ts";
import {
  preferredEmailHour,
  unsubscribeAlertFeedDigest,
  updatePreferredEmailHour,
} from "./digest-settings.service.ts";

/** Alert feed digests: the preferred e-mail hour (spec 3 §7) and the digest's unsubscribe link. */

builder.queryFields((t) => ({
  preferredEmailHour: t.int({
    nullable: true,
    description:
      "The UTC hour (0–23) digests go out at; null when not chosen (then alertDigestDefaultHour).",
    resolve: (_root, _args, ctx) => asActor(ctx, preferredEmailHour),
  }),
  alertDigestDefaultHour: t.int({
    description: "The UTC hour digests go out at for people who have not chosen one.",
    resolve: (_root, _args, ctx) => ctx.deps.config.ALERT_DIGEST_DEFAULT_HOUR,
  }),
}));

const UnsubscribeAlertFeedInput = builder.inputType("UnsubscribeAlertFeedInput", {
  fields: (t) => ({ token: t.string({ required: true }) }),
});

const UnsubscribeAlertFeedSuccess = builder
  .objectRef<{ feedName: string }>("UnsubscribeAlertFeedSuccess")
  .implement({
    fields: (t) => ({
      feedName: t.exposeString("feedName", {
        description: "The feed whose e-mail notifications are now off.",
      }),
    }),
  });

builder.mutationFields((t) => ({
  updatePreferredEmailHour: t.int({
    description: "Sets the UTC hour (0–23) digests go out at; the account page shows the same.",
    args: { utcHour: t.arg.int({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const hour = await listOrFail(() =>
        asActor(ctx, updatePreferredEmailHour, { utcHour: args.utcHour }),
      );
      // The request's actor was read before the change; later fields read it afresh.
      ctx.resetViewer(ctx.session);
      return hour;
    },
  }),
  unsubscribeAlertFeedDigest: t.field({
    type: UnsubscribeAlertFeedSuccess,
    description:
      "Public: the link in an alert digest (/unsubscribe/alert-feed?token=…) turns that feed's e-mail notifications off. No sign-in needed.",
    args: { input: t.arg({ type: UnsubscribeAlertFeedInput, required: true }) },
    errors: {
      types: [LinkExpiredError, ValidationError],
      union: { name: "UnsubscribeAlertFeedResult" },
    },
    resolve: (_root, { input }, ctx) => unsubscribeAlertFeedDigest(ctx.deps, input),
  }),
}));
