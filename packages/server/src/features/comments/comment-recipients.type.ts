import { recipientOptionsPageSize } from "@tierwise/common/comments";
import { builder } from "../../graphql/builder.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import {
  commentRecipient,
  commentRecipientOptions,
  type MentionCandidateView,
  type MentionTeamView,
  type MentionUserView,
} from "./comment-recipients.service.ts";

const MentionUserType = builder.objectRef<MentionUserView>("MentionUser").implement({
  isTypeOf: (value) => (value as MentionCandidateView).candidateType === "User",
  fields: (t) => ({
    id: t.exposeID("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    name: t.exposeString("name"),
    email: t.exposeString("email"),
    jobTitle: t.exposeString("jobTitle", { nullable: true }),
    businessUnit: t.exposeString("businessUnit", { nullable: true }),
  }),
});

const MentionTeamType = builder.objectRef<MentionTeamView>("MentionTeam").implement({
  isTypeOf: (value) => (value as MentionCandidateView).candidateType === "Team",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    members: t.field({ type: [MentionUserType], resolve: (team) => team.members }),
  }),
});

const MentionCandidateType = builder.unionType("MentionCandidate", {
  types: [MentionUserType, MentionTeamType],
  resolveType: (candidate) =>
    candidate.candidateType === "User" ? MentionUserType : MentionTeamType,
});

builder.queryFields((t) => ({
  commentRecipientOptions: t.field({
    type: [MentionCandidateType],
    description: "Members and teams to mention or address, by name, 25 at a time.",
    args: {
      query: t.arg.string(),
      first: t.arg.int({ defaultValue: recipientOptionsPageSize }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    resolve: (_root, args, ctx) => listOrFail(() => asTenant(ctx, commentRecipientOptions, args)),
  }),
  commentRecipient: t.field({
    type: MentionCandidateType,
    nullable: true,
    description: "One member (type User) or team (type Team), for a mention card.",
    args: { type: t.arg.string({ required: true }), id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, commentRecipient, { type: args.type, id: String(args.id) }),
  }),
}));
