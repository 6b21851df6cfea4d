import type { ObjectRef } from "@pothos/core";
import type { Connection, PageInfo } from "../core/paging.ts";
import { type BuilderTypes, builder } from "./builder.ts";

export const PageInfoType = builder.objectRef<PageInfo>("PageInfo").implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage"),
    hasPreviousPage: t.exposeBoolean("hasPreviousPage"),
    startCursor: t.exposeString("startCursor", { nullable: true }),
    endCursor: t.exposeString("endCursor", { nullable: true }),
  }),
});

/** Arguments every list field takes. */
export function pageArgs<T extends { arg: PothosArgBuilder }>(t: T) {
  return {
    first: t.arg.int({ required: false }),
    last: t.arg.int({ required: false }),
    after: t.arg.string({ required: false }),
    before: t.arg.string({ required: false }),
    offset: t.arg.int({ required: false }),
  };
}
// biome-ignore lint/suspicious/noExplicitAny: Pothos' arg builder type is generic over the schema.
type PothosArgBuilder = any;

/** A `{ items, itemsCount, pageInfo }` type for one item type. */
export function connectionType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<Connection<T>>(name).implement({
    fields: (t) => ({
      items: t.field({ type: [item], resolve: (c) => c.items }),
      itemsCount: t.int({ resolve: (c) => c.itemsCount() }),
      pageInfo: t.field({ type: PageInfoType, resolve: (c) => c.pageInfo }),
    }),
  });
}
