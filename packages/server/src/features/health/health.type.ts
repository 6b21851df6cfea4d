import { builder } from "../../graphql/builder.ts";

builder.queryField("serverTime", (t) =>
  t.field({
    type: "DateTime",
    description: "The server's clock, for skew checks.",
    resolve: () => new Date(),
  }),
);
