import { builder } from "../../graphql/builder.ts";
import { asTenantReading } from "../../graphql/guards.ts";
import { dashboardWidgetData, type WidgetDataAnswer } from "./dashboard-widget-data.service.ts";

const DashboardWidgetDataType = builder
  .objectRef<WidgetDataAnswer>("DashboardWidgetData")
  .implement({
    fields: (t) => ({
      widgetId: t.exposeID("widgetId"),
      status: t.exposeString("status", {
        description: "ok | notAllowed (reason says why, in one line) | error (reason).",
      }),
      reason: t.exposeString("reason", { nullable: true }),
      data: t.field({
        type: "JSON",
        nullable: true,
        description: "common/dashboards/widget-types.ts DashboardWidgetDataMap[type] when ok.",
        resolve: (answer) => answer.data,
      }),
    }),
  });

builder.queryField("dashboardWidgetData", (t) =>
  t.field({
    type: [DashboardWidgetDataType],
    description:
      "Widgets' data under the toolbar's filters (from, to and portfolioIds override them).",
    args: {
      dashboardId: t.arg.id({ required: true }),
      widgetIds: t.arg.idList({ required: true }),
      from: t.arg({ type: "DateTime" }),
      to: t.arg({ type: "DateTime" }),
      portfolioIds: t.arg.idList(),
    },
    resolve: (_root, args, ctx) =>
      asTenantReading(ctx, dashboardWidgetData, {
        dashboardId: String(args.dashboardId),
        widgetIds: args.widgetIds.map(String),
        from: args.from ?? null,
        to: args.to ?? null,
        portfolioIds: args.portfolioIds?.map(String) ?? null,
      }),
  }),
);
