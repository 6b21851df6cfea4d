import { ForbiddenError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { IncorrectPasswordError, InvalidCodeError, MfaNotAllowedError } from "./auth-errors.ts";
import { SessionType } from "./session.type.ts";
import type { SessionView } from "./session-view.ts";
import { TotpCodeInput } from "./sign-in.type.ts";
import { disableTotp, enableTotp, generateTotpSecret } from "./totp.service.ts";
import { type UserRow, UserType } from "./user.type.ts";

const TotpSecretType = builder
  .objectRef<{ secret: string; otpauthUrl: string; qrCodeDataUrl: string }>("TotpSecret")
  .implement({
    fields: (t) => ({
      secret: t.exposeString("secret"),
      otpauthUrl: t.exposeString("otpauthUrl"),
      qrCodeDataUrl: t.exposeString("qrCodeDataUrl"),
    }),
  });

const EnableTotpSuccess = builder
  .objectRef<{ session: SessionView }>("EnableTotpSuccess")
  .implement({
    fields: (t) => ({
      session: t.field({ type: SessionType, resolve: (result) => result.session }),
    }),
  });

const DisableTotpInput = builder.inputType("DisableTotpInput", {
  fields: (t) => ({ password: t.string({ required: true }) }),
});

const DisableTotpSuccess = builder.objectRef<{ user: UserRow }>("DisableTotpSuccess").implement({
  fields: (t) => ({ user: t.field({ type: UserType, resolve: (result) => result.user }) }),
});

builder.mutationFields((t) => ({
  generateTotpSecret: t.field({
    type: TotpSecretType,
    description: "Signed in, or in stage TOTP_SETUP.",
    resolve: (_root, _args, ctx) => generateTotpSecret(ctx),
  }),
  enableTotp: t.field({
    type: EnableTotpSuccess,
    args: { input: t.arg({ type: TotpCodeInput, required: true }) },
    errors: {
      types: [InvalidCodeError, MfaNotAllowedError, ValidationError],
      union: { name: "EnableTotpResult" },
    },
    resolve: (_root, { input }, ctx) => enableTotp(ctx, input),
  }),
  disableTotp: t.field({
    type: DisableTotpSuccess,
    args: { input: t.arg({ type: DisableTotpInput, required: true }) },
    errors: {
      types: [IncorrectPasswordError, ForbiddenError, ValidationError],
      union: { name: "DisableTotpResult" },
    },
    resolve: (_root, { input }, ctx) => disableTotp(ctx, input),
  }),
}));
