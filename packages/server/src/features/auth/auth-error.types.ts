import { builder } from "../../graphql/builder.ts";
import { ErrorInterface } from "../../graphql/error-types.ts";
import {
  AccountLockedError,
  IncorrectPasswordError,
  InvalidCodeError,
  LinkExpiredError,
  LoginFailedError,
  MfaNotAllowedError,
  TotpRequiredError,
} from "./auth-errors.ts";

builder.objectType(LoginFailedError, {
  name: "LoginFailedError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof LoginFailedError,
  fields: (t) => ({ remainingAttempts: t.exposeInt("remainingAttempts") }),
});

builder.objectType(AccountLockedError, {
  name: "AccountLockedError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AccountLockedError,
  fields: (t) => ({ lockedUntil: t.expose("lockedUntil", { type: "DateTime" }) }),
});

builder.objectType(TotpRequiredError, {
  name: "TotpRequiredError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof TotpRequiredError,
  fields: (t) => ({ setupRequired: t.exposeBoolean("setupRequired") }),
});

for (const [cls, name] of [
  [InvalidCodeError, "InvalidCodeError"],
  [LinkExpiredError, "LinkExpiredError"],
  [MfaNotAllowedError, "MfaNotAllowedError"],
  [IncorrectPasswordError, "IncorrectPasswordError"],
] as const) {
  builder.objectType(cls, {
    name,
    interfaces: [ErrorInterface] as never,
    isTypeOf: (value) => value instanceof cls,
  });
}
