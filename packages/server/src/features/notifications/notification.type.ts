import { ValidationError } from "../../core/errors.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import type { NotificationView } from "./notification-sources.ts";
import {
  markAllNotificationsRead,
  markNotificationsRead,
  notificationList,
  unreadNotificationCount,
} from "./notifications.service.ts";

const NotificationType = builder.objectRef<NotificationView>("Notification").implement({
  description: "An in-app notification of the viewer (today: mentions in notes).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind", { description: "mention" }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    readAt: t.expose("readAt", { type: "DateTime", nullable: true }),
    read: t.boolean({ resolve: (n) => n.readAt !== null }),
    title: t.exposeString("title", { description: '"Ada Lovelace mentioned you in a note"' }),
    excerpt: t.exposeString("excerpt"),
    link: t.exposeString("link", {
      description: "A path of the web app: the wall with the comment highlighted.",
    }),
  }),
});

const NotificationConnection = connectionType("NotificationConnection", NotificationType);

const MarkNotificationsReadSuccess = builder
  .objectRef<{ unreadCount: number }>("MarkNotificationsReadSuccess")
  .implement({
    fields: (t) => ({
      unreadCount: t.exposeInt("unreadCount", { description: "Unread notifications left." }),
    }),
  });

builder.queryFields((t) => ({
  notifications: t.field({
    type: NotificationConnection,
    description:
      "The viewer's notifications in the current organisation, newest first; ones about things they can no longer see are left out.",
    args: {
      first: t.arg.int(),
      after: t.arg.string(),
      unreadOnly: t.arg.boolean(),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, notificationList, {
          first: args.first,
          after: args.after,
          unreadOnly: args.unreadOnly,
        }),
      ),
  }),
  unreadNotificationCount: t.int({
    description: "The bell's number: unread notifications the viewer can still see.",
    resolve: (_root, _args, ctx) => asTenant(ctx, unreadNotificationCount),
  }),
}));

builder.mutationFields((t) => ({
  markNotificationsRead: t.field({
    type: MarkNotificationsReadSuccess,
    description: "Ids that are not the viewer's are passed over.",
    args: { ids: t.arg.idList({ required: true }) },
    errors: { types: [ValidationError], union: { name: "MarkNotificationsReadResult" } },
    resolve: (_root, args, ctx) =>
      asTenant(ctx, markNotificationsRead, { ids: args.ids.map(String) }),
  }),
  markAllNotificationsRead: t.field({
    type: MarkNotificationsReadSuccess,
    errors: { types: [], union: { name: "MarkAllNotificationsReadResult" } },
    resolve: (_root, _args, ctx) => asTenant(ctx, markAllNotificationsRead),
  }),
}));
