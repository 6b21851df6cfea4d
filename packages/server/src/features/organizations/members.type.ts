import { roles } from "@tierwise/common/roles";
import {
  LimitReachedError,
  NotFoundError,
  UnmodifiableError,
  ValidationError,
} from "../../core/errors.ts";
import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { assertItemsCountSelected, listOrFail } from "../../graphql/list-fields.ts";
import { fullName } from "../auth/session-view.ts";
import {
  listMembers,
  type MemberRow,
  setMemberActive,
  updateMemberRole,
} from "./members.service.ts";

const Title = (name: string) =>
  builder.objectRef<{ title: string }>(name).implement({
    fields: (t) => ({ title: t.exposeString("title") }),
  });
const MemberJobTitle = Title("MemberJobTitle");
const MemberBusinessUnit = Title("MemberBusinessUnit");

const MemberDetails = builder
  .objectRef<{ name: string; email: string }>("MemberDetails")
  .implement({
    fields: (t) => ({ name: t.exposeString("name"), email: t.exposeString("email") }),
  });

export const MemberTeamType = builder
  .objectRef<{ id: string; name: string }>("MemberTeam")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
  });

export const MemberType = builder.objectRef<MemberRow>("Member").implement({
  description: "A person's membership of the viewer's organisation. id is the user id.",
  fields: (t) => ({
    id: t.id({ resolve: (m) => m.user.id }),
    details: t.field({
      type: MemberDetails,
      resolve: (m) => ({ name: fullName(m.user), email: m.user.email }),
    }),
    name: t.string({ resolve: (m) => fullName(m.user) }),
    email: t.string({ resolve: (m) => m.user.email }),
    firstName: t.string({ resolve: (m) => m.user.firstName }),
    lastName: t.string({ resolve: (m) => m.user.lastName }),
    role: t.string({ resolve: (m) => m.role }),
    roleLabel: t.string({ resolve: (m) => roles[m.role].label }),
    teams: t.field({ type: [MemberTeamType], resolve: (m) => m.teams }),
    jobTitle: t.field({
      type: MemberJobTitle,
      nullable: true,
      resolve: (m) => (m.user.jobTitle ? { title: m.user.jobTitle } : null),
    }),
    businessUnit: t.field({
      type: MemberBusinessUnit,
      nullable: true,
      resolve: (m) => (m.user.businessUnit ? { title: m.user.businessUnit } : null),
    }),
    lastLogin: t.field({ type: "DateTime", nullable: true, resolve: (m) => m.user.lastLoginAt }),
    loginsCount: t.int({ resolve: (m) => m.user.loginsCount }),
    verified: t.boolean({
      description: "The invitation to this organisation was accepted (false: pending).",
      resolve: (m) => m.acceptedAt !== null,
    }),
    active: t.boolean({
      description: "False for deactivated members and pending invitations.",
      resolve: (m) => m.active,
    }),
    membershipCreatedAt: t.field({
      type: "DateTime",
      nullable: true,
      resolve: (m) => m.acceptedAt,
    }),
  }),
});

const MemberConnection = connectionType("MemberConnection", MemberType);

const MembersFilter = builder.inputType("MembersFilter", {
  fields: (t) => ({
    ids: t.idList({ required: false }),
    groups: t.idList({ required: false, description: "Team ids: members of any of them." }),
    emails: t.stringList({ required: false }),
  }),
});

builder.queryField("members", (t) =>
  t.field({
    type: MemberConnection,
    description:
      "The current organisation's members, 25 per page; the query must select itemsCount. Needs read:manage_members.",
    args: {
      ...pageArgs(t),
      query: t.arg.string({ required: false }),
      filter: t.arg({ type: MembersFilter, required: false }),
      verified: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx, info) => {
      assertItemsCountSelected(info);
      const filter = args.filter
        ? {
            ids: args.filter.ids?.map(String) ?? null,
            groups: args.filter.groups?.map(String) ?? null,
            emails: args.filter.emails ?? null,
          }
        : null;
      return listOrFail(() =>
        asTenant(ctx, listMembers, {
          ...toPageArgs(args),
          query: args.query,
          verified: args.verified,
          filter,
        }),
      );
    },
  }),
);

const MemberResult = builder.objectRef<{ member: MemberRow }>("MemberChangeSuccess").implement({
  fields: (t) => ({ member: t.field({ type: MemberType, resolve: (r) => r.member }) }),
});

builder.mutationFields((t) => ({
  updateMemberRole: t.field({
    type: MemberResult,
    args: { userId: t.arg.id({ required: true }), role: t.arg.string({ required: true }) },
    errors: {
      types: [NotFoundError, ValidationError, UnmodifiableError],
      union: { name: "UpdateMemberRoleResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateMemberRole, { userId: String(args.userId), role: args.role }),
  }),
  deactivateMember: t.field({
    type: MemberResult,
    args: { userId: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, UnmodifiableError],
      union: { name: "DeactivateMemberResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setMemberActive, { userId: String(args.userId), active: false }),
  }),
  reactivateMember: t.field({
    type: MemberResult,
    args: { userId: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, UnmodifiableError, LimitReachedError],
      union: { name: "ReactivateMemberResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, setMemberActive, { userId: String(args.userId), active: true }),
  }),
}));
