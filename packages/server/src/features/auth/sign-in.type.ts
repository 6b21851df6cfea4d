import { ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import {
  AccountLockedError,
  InvalidCodeError,
  LoginFailedError,
  TotpRequiredError,
} from "./auth-errors.ts";
import { SessionType } from "./session.type.ts";
import type { SessionView } from "./session-view.ts";
import { login, loginWithTotp } from "./sign-in.service.ts";

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

export const TotpCodeInput = builder.inputType("TotpCodeInput", {
  fields: (t) => ({ code: t.string({ required: true }) }),
});

const LoginSuccess = builder.objectRef<{ session: SessionView }>("LoginSuccess").implement({
  fields: (t) => ({ session: t.field({ type: SessionType, resolve: (result) => result.session }) }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: LoginSuccess,
    description:
      "On TotpRequiredError the cookie holds a session in stage TOTP_LOGIN or TOTP_SETUP.",
    args: { input: t.arg({ type: LoginInput, required: true }) },
    errors: {
      types: [LoginFailedError, AccountLockedError, TotpRequiredError, ValidationError],
      union: { name: "LoginResult" },
    },
    resolve: (_root, { input }, ctx) => login(ctx, input),
  }),
  loginWithTotp: t.field({
    type: LoginSuccess,
    args: { input: t.arg({ type: TotpCodeInput, required: true }) },
    errors: {
      types: [InvalidCodeError, AccountLockedError, ValidationError],
      union: { name: "LoginWithTotpResult" },
    },
    resolve: (_root, { input }, ctx) => loginWithTotp(ctx, input),
  }),
}));
