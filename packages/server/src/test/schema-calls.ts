import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";

/**
 * Calls generated from the schema: for every Query and Mutation field with an ID-like argument
 * (type ID, or a name ending in id, ids or slug — also as a field of an input object argument),
 * one call per such "position", whose value the test fills in. Every other required argument
 * gets a minimal value from its type (or from `samples` by name), and the answer selects every
 * scalar of the return type and of the objects two levels below it (payload and page types do
 * not count as a level; fields needing arguments are left out). A new field is covered without
 * writing a test.
 */

export type Position = { kind: "id" | "slug"; path: string; list: boolean };

export type SchemaCall = {
  operation: "query" | "mutation";
  field: string;
  /** The argument that takes the probed value: `id` or `input.caseId`. */
  position: Position;
  /** Mutations that delete, archive or deactivate: run after every other call. */
  destructive: boolean;
  /** One request asking the field once per value, as aliases a0, a1, …, in order. */
  batch(values: readonly string[]): { document: string; variables: Record<string, unknown> };
};

export type SampleRules = {
  /** A value for a required argument or input field, by `Type.field`, `field.arg` or name. */
  samples: Record<string, unknown>;
  /** A required ID-like argument that is not the probed one: a harmless real value by name. */
  baseline(name: string): string;
};

const idLikeName = /(id|ids|slug)$/i;
const destructiveName = /^(delete|archive|deactivate|remove|retire|discard|rollback|unsubscribe)/;
/** Payload and page types do not count as a level of nesting. */
const wrapperName = /(Success|Connection|Page|Result|Results|List)$/;
const maxNesting = 6;

function idLike(name: string, type: GraphQLInputType): Position["kind"] | null {
  const named = getNamedType(type);
  if (named.name !== "ID" && named.name !== "String") return null;
  if (named.name === "String" && !idLikeName.test(name)) return null;
  return /slug$/i.test(name) ? "slug" : "id";
}

const isList = (type: GraphQLInputType) => isListType(getNullableType(type));
const required = (arg: GraphQLArgument | GraphQLInputField) =>
  isNonNullType(arg.type) && arg.defaultValue === undefined;

/** A minimal value of an input type: required fields only, one element for a required list. */
function minimal(
  type: GraphQLInputType,
  name: string,
  owner: string,
  rules: SampleRules,
  depth = 0,
): unknown {
  for (const key of [`${owner}.${name}`, name]) {
    if (key in rules.samples) return rules.samples[key];
  }
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = minimal(nullable.ofType, name, owner, rules, depth);
    return item === undefined ? [] : [item];
  }
  if (idLike(name, nullable)) return rules.baseline(name);
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    if (depth > 4) return {};
    const value: Record<string, unknown> = {};
    for (const field of Object.values(nullable.getFields())) {
      if (required(field))
        value[field.name] = minimal(field.type, field.name, nullable.name, rules, depth + 1);
    }
    return value;
  }
  switch (nullable.name) {
    case "Int":
    case "Float":
      return 1;
    case "Boolean":
      return false;
    case "DateTime":
      return "2030-01-01T00:00:00.000Z";
    case "JSON":
      return {};
    default:
      return "x";
  }
}

/** The fields of an object type, to `budget` levels (payloads and pages are free). */
function objectSelection(
  schema: GraphQLSchema,
  type: GraphQLObjectType,
  budget: number,
  nesting: number,
): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some(required)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      parts.push(field.name);
      continue;
    }
    const cost = wrapperName.test(named.name) ? 0 : 1;
    if (budget - cost < 0 || nesting >= maxNesting) continue;
    const inner = selection(schema, field.type, budget - cost, nesting + 1);
    if (inner) parts.push(`${field.name} { ${inner} }`);
  }
  return parts.join(" ");
}

/** A selection of every scalar reachable within the budget; unions name each member. */
export function selection(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  budget: number,
  nesting = 0,
): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isLeafType(named)) return "";
  if (isObjectType(named)) return objectSelection(schema, named, budget, nesting);
  if (!isAbstractType(named)) return "";
  const parts = ["__typename"];
  const members = schema.getPossibleTypes(named);
  for (const member of members) {
    const cost = wrapperName.test(member.name) || /Error$/.test(member.name) ? 0 : 1;
    if (budget - cost < 0) continue;
    const inner = objectSelection(schema, member, budget - cost, nesting + 1);
    if (inner) parts.push(`... on ${member.name} { ${inner} }`);
  }
  return parts.join(" ");
}

/** Where the probed value goes in one field's arguments. */
function positionsOf(field: GraphQLField<unknown, unknown>) {
  const found: { arg: GraphQLArgument; inner: GraphQLInputField | null; position: Position }[] = [];
  for (const arg of field.args) {
    const kind = idLike(arg.name, arg.type);
    if (kind)
      found.push({ arg, inner: null, position: { kind, path: arg.name, list: isList(arg.type) } });
    const named = getNamedType(arg.type);
    if (!isInputObjectType(named)) continue;
    for (const inner of Object.values(named.getFields())) {
      const innerKind = idLike(inner.name, inner.type);
      if (!innerKind) continue;
      found.push({
        arg,
        inner,
        position: { kind: innerKind, path: `${arg.name}.${inner.name}`, list: isList(inner.type) },
      });
    }
  }
  return found;
}

function callsOf(
  schema: GraphQLSchema,
  operation: SchemaCall["operation"],
  field: GraphQLField<unknown, unknown>,
  rules: SampleRules,
  budget: number,
): SchemaCall[] {
  const picked = selection(schema, field.type, budget);
  const body = picked ? ` { ${picked} }` : "";
  return positionsOf(field).map(({ arg: probed, inner, position }) => {
    const used = field.args.filter((a) => a === probed || required(a));
    const wrap = (value: string, list: boolean) => (list ? [value] : value);
    const argument = (arg: GraphQLArgument, value: string) => {
      if (arg !== probed) return minimal(arg.type, arg.name, field.name, rules);
      if (!inner) return wrap(value, position.list);
      // The probed input's own required fields, not a sample given for the whole argument.
      const object = minimal(getNamedType(arg.type) as GraphQLInputType, "", "", rules);
      const filled = {
        ...(object as Record<string, unknown>),
        [inner.name]: wrap(value, position.list),
      };
      return isList(arg.type) ? [filled] : filled;
    };
    return {
      operation,
      field: field.name,
      position,
      destructive: operation === "mutation" && destructiveName.test(field.name),
      batch(values) {
        const declared: string[] = [];
        const fields: string[] = [];
        const variables: Record<string, unknown> = {};
        values.forEach((value, i) => {
          const passed = used.map((arg) => {
            const name = `a${i}_${arg.name}`;
            declared.push(`$${name}: ${arg.type.toString()}`);
            variables[name] = argument(arg, value);
            return `${arg.name}: $${name}`;
          });
          fields.push(
            `a${i}: ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${body}`,
          );
        });
        const head = declared.length ? `(${declared.join(", ")})` : "";
        return { document: `${operation}${head} { ${fields.join(" ")} }`, variables };
      },
    };
  });
}

/** Every generated call: queries first, then mutations, destructive mutations last. */
export function schemaCalls(schema: GraphQLSchema, rules: SampleRules, budget = 2): SchemaCall[] {
  const calls: SchemaCall[] = [];
  const roots = [
    ["query", schema.getQueryType()],
    ["mutation", schema.getMutationType()],
  ] as const;
  for (const [operation, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields()))
      calls.push(...callsOf(schema, operation, field, rules, budget));
  }
  const rank = (c: SchemaCall) => (c.operation === "query" ? 0 : c.destructive ? 2 : 1);
  return calls.sort((a, b) => rank(a) - rank(b));
}

/** Query fields without required arguments: read as every actor and searched for secrets. */
export function argumentFreeQueries(schema: GraphQLSchema, budget = 2) {
  const root = schema.getQueryType();
  if (!root) return [];
  return Object.values(root.getFields())
    .filter((field) => !field.args.some(required))
    .map((field) => {
      const picked = selection(schema, field.type, budget);
      return {
        field: field.name,
        document: `query { ${field.name}${picked ? ` { ${picked} }` : ""} }`,
      };
    });
}
