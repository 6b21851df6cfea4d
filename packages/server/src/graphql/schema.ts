import type { GraphQLSchema } from "graphql";
import { builder } from "./builder.ts";
import "./scalars.ts";
import "./error-types.ts";
import "../features/health/health.type.ts";

let schema: GraphQLSchema | undefined;

/** The whole schema. Feature type files register themselves on the builder when imported above. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema({ sortSchema: true });
  return schema;
}
