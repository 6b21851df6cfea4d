import { ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { IncorrectPasswordError, LinkExpiredError } from "./auth-errors.ts";
import { acceptPasswordReset, changePassword, requestPasswordReset } from "./password.service.ts";
import { type UserRow, UserType } from "./user.type.ts";

const ChangePasswordInput = builder.inputType("ChangePasswordInput", {
  fields: (t) => ({
    currentPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
});

const ChangePasswordSuccess = builder
  .objectRef<{ user: UserRow }>("ChangePasswordSuccess")
  .implement({
    fields: (t) => ({ user: t.field({ type: UserType, resolve: (result) => result.user }) }),
  });

const RequestPasswordResetInput = builder.inputType("RequestPasswordResetInput", {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const RequestPasswordResetSuccess = builder
  .objectRef<{ message: string }>("RequestPasswordResetSuccess")
  .implement({ fields: (t) => ({ message: t.exposeString("message") }) });

const AcceptPasswordResetInput = builder.inputType("AcceptPasswordResetInput", {
  fields: (t) => ({
    token: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
});

const AcceptPasswordResetSuccess = builder
  .objectRef<{ email: string }>("AcceptPasswordResetSuccess")
  .implement({ fields: (t) => ({ email: t.exposeString("email") }) });

builder.mutationFields((t) => ({
  changePassword: t.field({
    type: ChangePasswordSuccess,
    args: { input: t.arg({ type: ChangePasswordInput, required: true }) },
    errors: {
      types: [IncorrectPasswordError, ValidationError],
      union: { name: "ChangePasswordResult" },
    },
    resolve: (_root, { input }, ctx) => changePassword(ctx, input),
  }),
  requestPasswordReset: t.field({
    type: RequestPasswordResetSuccess,
    description: "The same answer whether or not the address belongs to an account.",
    args: { input: t.arg({ type: RequestPasswordResetInput, required: true }) },
    errors: { types: [ValidationError], union: { name: "RequestPasswordResetResult" } },
    resolve: (_root, { input }, ctx) => requestPasswordReset(ctx, input),
  }),
  acceptPasswordReset: t.field({
    type: AcceptPasswordResetSuccess,
    args: { input: t.arg({ type: AcceptPasswordResetInput, required: true }) },
    errors: {
      types: [LinkExpiredError, ValidationError],
      union: { name: "AcceptPasswordResetResult" },
    },
    resolve: (_root, { input }, ctx) => acceptPasswordReset(ctx, input),
  }),
}));
