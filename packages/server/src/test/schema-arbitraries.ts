import fc from "fast-check";
import {
  type GraphQLInputType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from "graphql";

/**
 * fast-check arbitraries for GraphQL input types, for fuzzing every mutation from the schema:
 * the text a hostile or careless client sends (control characters, bidi overrides, 10,000
 * characters, numbers at the edges, ids that are not ids), and now and then a real id.
 */
export type ArbitraryRules = { realIds: readonly string[] };

const edgeText = fc.constantFrom(
  "",
  " ",
  "a\u0000b",
  "\u202eevil",
  "line\r\nbreak",
  '=HYPERLINK("http://x")',
  "<script>alert(1)</script>",
  "x".repeat(10_000),
  "😀".repeat(300),
  "'; drop table companies; --",
);
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  edgeText,
);

const edgeNumber = fc.constantFrom(0, -1, 1, 2_147_483_647, -2_147_483_648, 1e15);

function idArbitrary(rules: ArbitraryRules) {
  return fc.oneof(
    fc.uuid(),
    fc.constantFrom("", "not-an-id", "00000000-0000-0000-0000-000000000000", "1"),
    ...(rules.realIds.length > 0 ? [fc.constantFrom(...rules.realIds)] : []),
    anyText,
  );
}

export function inputArbitrary(
  type: GraphQLInputType,
  rules: ArbitraryRules,
  depth = 0,
): fc.Arbitrary<unknown> {
  const nullable = getNullableType(type);
  const value = valueArbitrary(nullable as GraphQLInputType, rules, depth);
  return isNonNullType(type)
    ? value
    : fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 4, arbitrary: value });
}

function valueArbitrary(
  type: GraphQLInputType,
  rules: ArbitraryRules,
  depth: number,
): fc.Arbitrary<unknown> {
  if (isListType(type))
    return fc.array(inputArbitrary(type.ofType, rules, depth + 1), { maxLength: 3 });
  if (isEnumType(type)) {
    const values = type.getValues().map((v) => v.name);
    return values.length > 0 ? fc.constantFrom(...values) : fc.constant(null);
  }
  if (isInputObjectType(type)) {
    if (depth > 4) return fc.constant({});
    const fields = Object.values(type.getFields());
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) shape[field.name] = inputArbitrary(field.type, rules, depth + 1);
    const requiredKeys = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
    return fc.record(shape, { requiredKeys });
  }
  switch (type.name) {
    case "ID":
      return idArbitrary(rules);
    case "Int":
      return fc.oneof(fc.integer(), edgeNumber);
    case "Float":
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), edgeNumber);
    case "Boolean":
      return fc.boolean();
    case "DateTime":
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
        fc.constantFrom("not a date", "0000-00-00", "9999-12-31T23:59:59Z"),
      );
    case "JSON":
      return fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.constant([{ type: "paragraph", children: [{ text: "x" }] }]),
      );
    default:
      return anyText;
  }
}
