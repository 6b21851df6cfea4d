import {
  LimitReachedError,
  NotFoundError,
  TooManyModificationsError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { LinkExpiredError } from "../auth/auth-errors.ts";
import { SessionType } from "../auth/session.type.ts";
import type { SessionView } from "../auth/session-view.ts";
import {
  acceptInvitation,
  type InviteOutcome,
  inviteCheck,
  inviteMembers,
  resendInvite,
} from "./invitations.service.ts";

const InviteSuccess = builder
  .objectRef<Extract<InviteOutcome, { ok: true }>>("InviteSuccess")
  .implement({
    isTypeOf: (value) => (value as InviteOutcome).ok === true,
    fields: (t) => ({ email: t.exposeString("email") }),
  });

const InviteFailure = builder
  .objectRef<Extract<InviteOutcome, { ok: false }>>("InviteFailure")
  .implement({
    description:
      "'Not a valid email', 'This person has already accepted their invite.' or 'An invite has already been sent to this email.'",
    isTypeOf: (value) => (value as InviteOutcome).ok === false,
    fields: (t) => ({ email: t.exposeString("email"), message: t.exposeString("message") }),
  });

const InviteOutcomeType = builder.unionType("InviteOutcome", {
  types: [InviteSuccess, InviteFailure],
  resolveType: (value) => (value.ok ? InviteSuccess : InviteFailure),
});

const InviteMembersSuccess = builder
  .objectRef<{ results: InviteOutcome[] }>("InviteMembersSuccess")
  .implement({
    fields: (t) => ({
      results: t.field({ type: [InviteOutcomeType], resolve: (r) => r.results }),
    }),
  });

const InviteStatusEnum = builder.enumType("InviteStatus", {
  values: ["NEW", "ALREADY_ACCEPTED", "ALREADY_INVITED"] as const,
});

const InviteCheckType = builder
  .objectRef<{
    email: string;
    status: "NEW" | "ALREADY_ACCEPTED" | "ALREADY_INVITED";
    message: string | null;
  }>("InviteCheck")
  .implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      status: t.field({ type: InviteStatusEnum, resolve: (c) => c.status }),
      message: t.string({
        description: "The spec's sentence; empty for NEW.",
        resolve: (c) => c.message ?? "",
      }),
    }),
  });

const MessageSuccess = builder.objectRef<{ message: string }>("ResendInviteSuccess").implement({
  fields: (t) => ({ message: t.exposeString("message", { description: "'Invite resent'" }) }),
});

const AcceptInvitationInput = builder.inputType("AcceptInvitationInput", {
  fields: (t) => ({
    token: t.string({ required: true }),
    firstName: t.string({
      description: "Required for a new person; ignored for an existing user.",
    }),
    lastName: t.string(),
    password: t.string(),
  }),
});

const AcceptInvitationSuccess = builder
  .objectRef<{ email: string; signedIn: boolean; session: SessionView }>("AcceptInvitationSuccess")
  .implement({
    fields: (t) => ({
      email: t.exposeString("email"),
      signedIn: t.exposeBoolean("signedIn", {
        description: "False when a second factor is needed: continue at /login.",
      }),
      session: t.field({ type: SessionType, resolve: (r) => r.session }),
    }),
  });

builder.queryField("inviteCheck", (t) =>
  t.field({
    type: InviteCheckType,
    args: { email: t.arg.string({ required: true }) },
    errors: { types: [ValidationError], union: { name: "InviteCheckResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, inviteCheck, args),
  }),
);

builder.mutationFields((t) => ({
  inviteMembers: t.field({
    type: InviteMembersSuccess,
    description:
      "One outcome per address, in order. New members get the organisation's defaultRole.",
    args: {
      emails: t.arg.stringList({ required: true }),
      role: t.arg.string({ required: false }),
      jobTitle: t.arg.string({ required: false }),
      businessUnit: t.arg.string({ required: false }),
    },
    errors: {
      types: [ValidationError, LimitReachedError, TooManyModificationsError],
      union: { name: "InviteMembersResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, inviteMembers, args),
  }),
  resendInvite: t.field({
    type: MessageSuccess,
    args: { id: t.arg.id({ required: true, description: "The pending member's user id." }) },
    errors: { types: [NotFoundError, UnmodifiableError], union: { name: "ResendInviteResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, resendInvite, { id: String(args.id) }),
  }),
  acceptInvitation: t.field({
    type: AcceptInvitationSuccess,
    args: { input: t.arg({ type: AcceptInvitationInput, required: true }) },
    errors: {
      types: [LinkExpiredError, ValidationError],
      union: { name: "AcceptInvitationResult" },
    },
    resolve: (_root, { input }, ctx) => acceptInvitation(ctx, input),
  }),
}));
