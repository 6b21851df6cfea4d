import {
  AlreadyExistsError,
  ForbiddenError,
  LimitReachedError,
  NotFoundError,
  UnmodifiableError,
  ValidationError,
} from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asTenant } from "../../../graphql/guards.ts";
import { type AlertFeedView, getAlertFeed, listAlertFeeds } from "./feed-read.service.ts";
import { upsertFeedUserConfig } from "./feed-user-config.service.ts";
import {
  type AlertFeedResult,
  createAlertFeed,
  deleteAlertFeed,
  updateAlertFeed,
} from "./feed-write.service.ts";

/** Alert feeds (spec 3 §3 "Alert feed", §7), as docs/alerts-contract.graphql names them. */

const FeedAuthorType = builder.objectRef<{ id: string; name: string }>("FeedAuthor").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const AlertFeedUserConfigType = builder
  .objectRef<AlertFeedView["userConfig"]>("AlertFeedUserConfig")
  .implement({
    description: "The viewer's own settings for the feed (defaults false).",
    fields: (t) => ({
      favorite: t.exposeBoolean("favorite"),
      emailNotifications: t.exposeBoolean("emailNotifications", {
        description: "A digest of the feed's new alerts at the viewer's preferred e-mail hour.",
      }),
    }),
  });

export const AlertFeedType = builder.objectRef<AlertFeedView>("AlertFeed").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug", {
      nullable: true,
      description: "Default feeds only: their route /alerts/{slug}.",
    }),
    name: t.exposeString("name"),
    description: t.exposeString("description", { nullable: true }),
    filter: t.field({
      type: "JSON",
      description: "An AlertFilterInput, as the server parsed it (keywords normalised).",
      resolve: (feed) => feed.filter,
    }),
    isDefault: t.exposeBoolean("isDefault"),
    isAvailable: t.exposeBoolean("isAvailable"),
    author: t.field({
      type: FeedAuthorType,
      nullable: true,
      description: "Null for default feeds (and when the author's account is gone).",
      resolve: (feed) => feed.author,
    }),
    userConfig: t.field({ type: AlertFeedUserConfigType, resolve: (feed) => feed.userConfig }),
    canModify: t.exposeBoolean("canModify", {
      description: "The viewer may update or delete it: its author or an administrator.",
    }),
  }),
});

const AlertFeedInput = builder.inputType("AlertFeedInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    filter: t.field({ type: "JSON", required: true, description: "An AlertFilterInput." }),
  }),
});

const AlertFeedUpdateInput = builder.inputType("AlertFeedUpdateInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    name: t.string(),
    description: t.string({ description: "Null clears it." }),
    filter: t.field({ type: "JSON" }),
  }),
});

const FeedUserConfigInput = builder.inputType("FeedUserConfigInput", {
  fields: (t) => ({
    feedId: t.id({ required: true }),
    favorite: t.boolean(),
    emailNotifications: t.boolean(),
  }),
});

/** GraphQL's input as the service's: absent or null fields left out, but for those null clears. */
export function presentFields(input: object, nullable: readonly string[] = []) {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key, value]) => value !== undefined && (value !== null || nullable.includes(key)),
    ),
  );
}

const AlertFeedSuccess = builder.objectRef<AlertFeedResult>("AlertFeedSuccess").implement({
  fields: (t) => ({ feed: t.field({ type: AlertFeedType, resolve: (r) => r.feed }) }),
});

const feedResult = {
  types: [
    ValidationError,
    NotFoundError,
    ForbiddenError,
    AlreadyExistsError,
    LimitReachedError,
    UnmodifiableError,
  ],
  result: { name: "AlertFeedSuccess" },
  union: { name: "AlertFeedResult" },
};

/** `{ id }` of what a delete removed; shared by deleteAlertFeed and unsubscribeAlertEntity. */
export const DeleteSuccess = builder.objectRef<{ id: string }>("DeleteSuccess").implement({
  fields: (t) => ({ id: t.exposeID("id") }),
});

export const deleteResult = {
  types: [NotFoundError, ForbiddenError, UnmodifiableError],
  result: { name: "DeleteSuccess" },
  union: { name: "DeleteResult" },
};

builder.queryFields((t) => ({
  alertFeeds: t.field({
    type: [AlertFeedType],
    description: "The default feeds first, then the organisation's.",
    resolve: (_root, _args, ctx) => asTenant(ctx, listAlertFeeds),
  }),
  alertFeed: t.field({
    type: AlertFeedType,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, getAlertFeed, { id: String(args.id) }),
  }),
}));

builder.mutationFields((t) => ({
  createAlertFeed: t.field({
    type: AlertFeedSuccess,
    description:
      "AlreadyExistsError on a taken name; LimitReachedError past the feeds a person may create.",
    args: { input: t.arg({ type: AlertFeedInput, required: true }) },
    errors: feedResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, createAlertFeed, { input: presentFields(args.input, ["description"]) }),
  }),
  updateAlertFeed: t.field({
    type: AlertFeedSuccess,
    description: "UnmodifiableError for default feeds; only the author or an administrator.",
    args: { input: t.arg({ type: AlertFeedUpdateInput, required: true }) },
    errors: feedResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, updateAlertFeed, {
        input: { ...presentFields(args.input, ["description"]), id: String(args.input.id) },
      }),
  }),
  deleteAlertFeed: t.field({
    type: DeleteSuccess,
    description: "UnmodifiableError for default feeds; only the author or an administrator.",
    args: { id: t.arg.id({ required: true }) },
    errors: deleteResult,
    resolve: (_root, args, ctx) => asTenant(ctx, deleteAlertFeed, { id: String(args.id) }),
  }),
  upsertFeedUserConfig: t.field({
    type: AlertFeedSuccess,
    description: "The viewer's favourite and e-mail notification for one feed.",
    args: { input: t.arg({ type: FeedUserConfigInput, required: true }) },
    errors: feedResult,
    resolve: (_root, args, ctx) =>
      asTenant(ctx, upsertFeedUserConfig, {
        input: { ...presentFields(args.input), feedId: String(args.input.feedId) },
      }),
  }),
}));
