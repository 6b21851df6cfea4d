import { AlreadyExistsError, NotFoundError, ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { createTag, deleteTag, listTags, type TagRow, updateTag } from "./tag.service.ts";

export const TagType = builder.objectRef<TagRow>("Tag").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    value: t.exposeString("value"),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const TagConnection = connectionType("TagConnection", TagType);

const TagInput = builder.inputType("TagInput", {
  fields: (t) => ({
    value: t.string({
      required: true,
      description: "At most 100 characters; unique per organisation, ignoring case.",
    }),
    description: t.string({ description: "At most 500 characters." }),
  }),
});

const TagSuccess = builder.objectRef<{ tag: TagRow }>("TagChangeSuccess").implement({
  fields: (t) => ({ tag: t.field({ type: TagType, resolve: (r) => r.tag }) }),
});
const DeleteTagSuccess = builder.objectRef<{ id: string }>("DeleteTagSuccess").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

builder.queryField("tags", (t) =>
  t.field({
    type: TagConnection,
    description: "The current organisation's tags, by value. Needs read:tag.",
    args: {
      query: t.arg.string({ required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) => listOrFail(() => asTenant(ctx, listTags, args)),
  }),
);

builder.mutationFields((t) => ({
  createTag: t.field({
    type: TagSuccess,
    args: { input: t.arg({ type: TagInput, required: true }) },
    errors: { types: [ValidationError, AlreadyExistsError], union: { name: "CreateTagResult" } },
    resolve: (_root, { input }, ctx) => asTenant(ctx, createTag, input),
  }),
  updateTag: t.field({
    type: TagSuccess,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: TagInput, required: true }) },
    errors: {
      types: [NotFoundError, ValidationError, AlreadyExistsError],
      union: { name: "UpdateTagResult" },
    },
    resolve: (_root, args, ctx) => asTenant(ctx, updateTag, { ...args.input, id: String(args.id) }),
  }),
  deleteTag: t.field({
    type: DeleteTagSuccess,
    args: { id: t.arg.id({ required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeleteTagResult" } },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteTag, { id: String(args.id) }),
  }),
}));
