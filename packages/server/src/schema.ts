import type { GraphQLSchema } from "graphql";
import { builder } from "./graphql/builder.ts";
import "./graphql/scalars.ts";
import "./graphql/error-types.ts";
import { features } from "./features.ts";
import { guardArguments } from "./graphql/input-guard.ts";

let schema: GraphQLSchema | undefined;

/** The whole schema: every feature in src/features.ts registers its types on the builder. */
export function buildSchema(): GraphQLSchema {
  if (features.length === 0) throw new Error("No features registered");
  // Every argument is checked (NUL, depth) before a resolver sees it: issue 26 item 7.
  schema ??= guardArguments(builder.toSchema({ sortSchema: true }));
  return schema;
}
