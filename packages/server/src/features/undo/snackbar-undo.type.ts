import { builder } from "../../graphql/builder.ts";
import { asActor } from "../../graphql/guards.ts";
import { listSnackbarUndos, type SnackbarUndoRow } from "./snackbar-undo.service.ts";

const SnackbarUndoType = builder.objectRef<SnackbarUndoRow>("SnackbarUndo").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    payload: t.field({ type: "JSON", resolve: (undo) => undo.payload }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

const SnackbarUndoListType = builder
  .objectRef<{ items: SnackbarUndoRow[] }>("SnackbarUndoList")
  .implement({
    fields: (t) => ({
      items: t.field({ type: [SnackbarUndoType], resolve: (list) => list.items }),
    }),
  });

builder.queryField("snackbarUndos", (t) =>
  t.field({
    type: SnackbarUndoListType,
    resolve: (_root, _args, ctx) => asActor(ctx, listSnackbarUndos),
  }),
);
