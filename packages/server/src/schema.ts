import type { GraphQLSchema } from "graphql";
import { builder } from "./graphql/builder.ts";
import "./graphql/scalars.ts";
import "./graphql/error-types.ts";
import { features } from "./features.ts";

let schema: GraphQLSchema | undefined;

/** The whole schema: every feature in src/features.ts registers its types on the builder. */
export function buildSchema(): GraphQLSchema {
  if (features.length === 0) throw new Error("No features registered");
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
