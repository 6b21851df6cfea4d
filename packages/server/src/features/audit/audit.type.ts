import { toPageArgs } from "../../core/paging.ts";
import { builder } from "../../graphql/builder.ts";
import { connectionType, pageArgs } from "../../graphql/connection.ts";
import { asTenant } from "../../graphql/guards.ts";
import { listOrFail } from "../../graphql/list-fields.ts";
import { type AuditRow, listAuditLog } from "./audit.service.ts";

const AuditLogEntryType = builder.objectRef<AuditRow>("AuditLogEntry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    organizationId: t.exposeID("organizationId", { nullable: true }),
    actorId: t.exposeID("actorId", { nullable: true }),
    action: t.exposeString("action", { description: "e.g. member.role_changed, tag.created" }),
    targetType: t.exposeString("targetType"),
    targetId: t.exposeString("targetId", { nullable: true }),
    before: t.field({ type: "JSON", nullable: true, resolve: (row) => row.before ?? null }),
    after: t.field({ type: "JSON", nullable: true, resolve: (row) => row.after ?? null }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const AuditLogConnection = connectionType("AuditLogConnection", AuditLogEntryType);

builder.queryField("auditLog", (t) =>
  t.field({
    type: AuditLogConnection,
    description:
      "Admin changes, newest first. Organisation admins: their organisation. Provider managers: any organisation by organizationId.",
    args: {
      ...pageArgs(t),
      action: t.arg.string({ required: false }),
      organizationId: t.arg.id({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      listOrFail(() =>
        asTenant(ctx, listAuditLog, {
          ...toPageArgs(args),
          action: args.action,
          organizationId: args.organizationId == null ? null : String(args.organizationId),
        }),
      ),
  }),
);
