import { GraphQLError, Kind, type ValueNode } from "graphql";
import { builder } from "./builder.ts";

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new GraphQLError("Variables are not allowed inside JSON literals.");
  }
}

builder.scalarType("JSON", {
  description: "Any JSON value.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literalToJson,
});

builder.scalarType("DateTime", {
  description: "An ISO-8601 date and time.",
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("Not a valid date and time.");
    return date;
  },
});
