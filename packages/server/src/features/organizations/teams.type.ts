import { messages } from "@tierwise/common/messages";
import {
  AlreadyExistsError,
  ConnectedObjectNotFoundError,
  NotFoundError,
  TooManyModificationsError,
  ValidationError,
} from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import {
  addTeamMembers,
  createTeam,
  deleteTeam,
  listTeams,
  removeTeamMember,
  type TeamRow,
  teamMembersOf,
  updateTeam,
} from "./teams.service.ts";

const TeamMemberType = builder
  .objectRef<{ id: string; name: string; email: string; membershipCreatedAt: Date }>("TeamMember")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      email: t.exposeString("email"),
      membershipCreatedAt: t.expose("membershipCreatedAt", { type: "DateTime" }),
    }),
  });

const TeamType = builder.objectRef<TeamRow>("Team").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    active: t.exposeBoolean("active"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    memberCount: t.exposeInt("memberCount"),
    memberCountLabel: t.string({
      description: "'{n} member(s)'",
      resolve: (team) => messages.teamMembers(team.memberCount),
    }),
    members: t.field({
      type: [TeamMemberType],
      resolve: (team, _args, ctx) => teamMembersOf(ctx.db, team.id),
    }),
  }),
});

const TeamSuccess = builder.objectRef<{ team: TeamRow }>("TeamChangeSuccess").implement({
  fields: (t) => ({ team: t.field({ type: TeamType, resolve: (r) => r.team }) }),
});
const DeleteTeamSuccess = builder.objectRef<{ id: string }>("DeleteTeamSuccess").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

builder.queryField("teams", (t) =>
  t.field({
    type: [TeamType],
    description: "The current organisation's teams (groups), by name. Needs read:team.",
    args: { query: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => asTenant(ctx, listTeams, args),
  }),
);

builder.mutationFields((t) => ({
  createTeam: t.field({
    type: TeamSuccess,
    args: { name: t.arg.string({ required: true }) },
    errors: { types: [ValidationError, AlreadyExistsError], union: { name: "CreateTeamResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, createTeam, args),
  }),
  renameTeam: t.field({
    type: TeamSuccess,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    errors: {
      types: [NotFoundError, ValidationError, AlreadyExistsError],
      union: { name: "RenameTeamResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateTeam, { id: String(args.id), name: args.name }),
  }),
  deactivateTeam: t.field({
    type: TeamSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeactivateTeamResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateTeam, { id: String(args.id), active: false }),
  }),
  reactivateTeam: t.field({
    type: TeamSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "ReactivateTeamResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, updateTeam, { id: String(args.id), active: true }),
  }),
  deleteTeam: t.field({
    type: DeleteTeamSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeleteTeamResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteTeam, { id: String(args.id) }),
  }),
  addTeamMembers: t.field({
    type: TeamSuccess,
    args: { teamId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    errors: {
      types: [NotFoundError, ConnectedObjectNotFoundError, TooManyModificationsError],
      union: { name: "AddTeamMembersResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, addTeamMembers, {
        teamId: String(args.teamId),
        userIds: args.userIds.map(String),
      }),
  }),
  removeTeamMember: t.field({
    type: TeamSuccess,
    args: { teamId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    errors: {
      types: [NotFoundError, ConnectedObjectNotFoundError],
      union: { name: "RemoveTeamMemberResult" },
    },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, removeTeamMember, { teamId: String(args.teamId), userId: String(args.userId) }),
  }),
}));
