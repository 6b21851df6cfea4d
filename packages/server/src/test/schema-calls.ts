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

/**
 * Where a probed value goes: an id or a slug; a search text; or the `query` of a JSON search
 * parameters argument (advanced search).
 */
export type Position = {
  kind: "id" | "slug" | "text" | "searchParams";
  path: string;
  list: boolean;
};
type KindOf = (name: string, type: GraphQLInputType) => Position["kind"] | null;

export type SchemaCall = {
  operation: "query" | "mutation";
  field: string;
  /** The argument that takes the probed value: `id` or `input.caseId`. */
  position: Position;
  /** Mutations that delete, archive or deactivate: run after every other call. */
  destructive: boolean;
  /** One request asking the field once per value, as aliases a0, a1, …, in order. */
  batch(values: readonly string[]): { document: string; variables: Record<string, unknown> };
  /** The field once per value as aliases a{first}, a{first + 1}, …, to join with others. */
  parts(values: readonly string[], first?: number): CallParts;
};

/** Aliased fields and their variables, to be joined into one document (joinParts). */
export type CallParts = {
  declared: string[];
  fields: string[];
  variables: Record<string, unknown>;
};

export function joinParts(operation: SchemaCall["operation"], parts: readonly CallParts[]) {
  const declared = parts.flatMap((p) => p.declared);
  const head = declared.length ? `(${declared.join(", ")})` : "";
  const fields = parts.flatMap((p) => p.fields).join(" ");
  const variables = Object.assign({}, ...parts.map((p) => p.variables));
  return { document: `${operation}${head} { ${fields} }`, variables };
}

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

const idLike: KindOf = (name, type) => {
  const named = getNamedType(type);
  if (named.name !== "ID" && named.name !== "String") return null;
  if (named.name === "String" && !idLikeName.test(name)) return null;
  return /slug$/i.test(name) ? "slug" : "id";
};

const searchName = /^(query|search|text|keywords?|term)$/i;
/** The text a search field looks for, or the JSON parameters of an advanced search. */
const searchLike: KindOf = (name, type) => {
  const named = getNamedType(type);
  if (named.name === "String" && searchName.test(name)) return "text";
  if (named.name === "JSON" && /^(params|searchParams)$/.test(name)) return "searchParams";
  return null;
};

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

type Place = { arg: GraphQLArgument; inner: GraphQLInputField | null; position: Position };

/** Where the probed value goes in one field's arguments. */
function positionsOf(field: GraphQLField<unknown, unknown>, kindOf: KindOf) {
  const found: Place[] = [];
  for (const arg of field.args) {
    const kind = kindOf(arg.name, arg.type);
    if (kind)
      found.push({ arg, inner: null, position: { kind, path: arg.name, list: isList(arg.type) } });
    const named = getNamedType(arg.type);
    if (!isInputObjectType(named)) continue;
    for (const inner of Object.values(named.getFields())) {
      const innerKind = kindOf(inner.name, inner.type);
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

/** One field asked with the probed value at `place` (or with its required arguments only). */
function callOf(
  schema: GraphQLSchema,
  operation: SchemaCall["operation"],
  field: GraphQLField<unknown, unknown>,
  rules: SampleRules,
  budget: number,
  place: Place | null,
): SchemaCall {
  const picked = selection(schema, field.type, budget);
  const body = picked ? ` { ${picked} }` : "";
  const probed = place?.arg ?? null;
  const inner = place?.inner ?? null;
  const position: Position = place?.position ?? { kind: "id", path: "-", list: false };
  const used = field.args.filter((a) => a === probed || required(a));
  const wrap = (value: string, list: boolean) =>
    position.kind === "searchParams" ? { query: value } : list ? [value] : value;
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
    parts(values, first = 0) {
      const declared: string[] = [];
      const fields: string[] = [];
      const variables: Record<string, unknown> = {};
      values.forEach((value, k) => {
        const alias = `a${first + k}`;
        const passed = used.map((arg) => {
          const name = `${alias}_${arg.name}`;
          declared.push(`$${name}: ${arg.type.toString()}`);
          variables[name] = argument(arg, value);
          return `${arg.name}: $${name}`;
        });
        fields.push(
          `${alias}: ${field.name}${passed.length ? `(${passed.join(", ")})` : ""}${body}`,
        );
      });
      return { declared, fields, variables };
    },
    batch(values) {
      return joinParts(operation, [this.parts(values)]);
    },
  };
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
      for (const place of positionsOf(field, idLike))
        calls.push(callOf(schema, operation, field, rules, budget, place));
  }
  const rank = (c: SchemaCall) => (c.operation === "query" ? 0 : c.destructive ? 2 : 1);
  return calls.sort((a, b) => rank(a) - rank(b));
}

/** Every query field with a search text (or advanced search parameters), once per place. */
export function searchCalls(schema: GraphQLSchema, rules: SampleRules, budget = 2): SchemaCall[] {
  const root = schema.getQueryType();
  return Object.values(root?.getFields() ?? {}).flatMap((field) =>
    positionsOf(field, searchLike).map((place) =>
      callOf(schema, "query", field, rules, budget, place),
    ),
  );
}

/**
 * Every query field, asked with its required arguments only (values from the rules): the
 * lists, counts and pages as a screen first reads them. `batch` ignores its values.
 */
export function readCalls(schema: GraphQLSchema, rules: SampleRules, budget = 2): SchemaCall[] {
  const root = schema.getQueryType();
  return Object.values(root?.getFields() ?? {}).map((field) =>
    callOf(schema, "query", field, rules, budget, null),
  );
}

/** One root field with its required arguments only, or with the value at a text place. */
export function fieldCall(
  schema: GraphQLSchema,
  operation: SchemaCall["operation"],
  field: GraphQLField<unknown, unknown>,
  rules: SampleRules,
  options: { budget?: number; textAt?: RegExp } = {},
): SchemaCall[] {
  const budget = options.budget ?? 2;
  const { textAt } = options;
  if (!textAt) return [callOf(schema, operation, field, rules, budget, null)];
  const textLike: KindOf = (name, type) =>
    getNamedType(type).name === "String" && textAt.test(name) ? "text" : null;
  return positionsOf(field, textLike).map((place) =>
    callOf(schema, operation, field, rules, budget, place),
  );
}
