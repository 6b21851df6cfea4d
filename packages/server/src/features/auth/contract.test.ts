import { readFileSync } from "node:fs";
import { buildSchema as buildSdl } from "graphql";
import { describe, expect, it } from "vitest";
import { buildSchema } from "../../schema.ts";

// The web app is built against docs/auth-contract.graphql in parallel: every type, field,
// argument and union member named there must exist in the served schema with the same type.
const contractUrl = new URL("../../../../../docs/auth-contract.graphql", import.meta.url);

// Duck-typed on purpose: under Vitest the served schema and this file can load two copies of
// graphql (ESM and CommonJS), and graphql's isObjectType() refuses objects of the other copy.
type Named = { name: string };
type AnyField = Named & { type: unknown; args?: (Named & { type: unknown })[] };
type AnyType = Named & {
  getTypes?: () => Named[];
  getValues?: () => Named[];
  getFields?: () => Record<string, AnyField>;
  getInterfaces?: () => Named[];
};

function shape(type: AnyType): unknown {
  if (type.getTypes)
    return {
      union: type
        .getTypes()
        .map((t) => t.name)
        .sort(),
    };
  if (type.getValues)
    return {
      enum: type
        .getValues()
        .map((v) => v.name)
        .sort(),
    };
  if (type.getFields) {
    // The served schema is printed with sorted fields; order is not part of the contract.
    const fields = Object.values(type.getFields())
      .map((field) => ({
        name: field.name,
        type: String(field.type),
        args: (field.args ?? []).map((a) => `${a.name}: ${String(a.type)}`).sort(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const interfaces = (type.getInterfaces?.() ?? []).map((i) => i.name).sort();
    return { fields, interfaces };
  }
  return "scalar";
}

describe("docs/auth-contract.graphql", () => {
  const contract = buildSdl(readFileSync(contractUrl, "utf8"));
  const served = buildSchema();
  const names = Object.keys(contract.getTypeMap()).filter((name) => !name.startsWith("__"));

  it.each(names)("%s matches the contract", (name) => {
    const expected = contract.getType(name) as unknown as AnyType;
    const actual = served.getType(name) as unknown as AnyType | undefined;
    expect(actual, `${name} is missing`).toBeDefined();
    if (!actual) return;
    if (name === "Query" || name === "Mutation") {
      // Other features add their own root fields; the contract's must all be there unchanged.
      const wanted = shape(expected) as { fields: { name: string }[] };
      const have = shape(actual) as { fields: { name: string }[] };
      for (const field of wanted.fields) {
        expect(have.fields.find((f) => f.name === field.name)).toEqual(field);
      }
      return;
    }
    expect(shape(actual)).toEqual(shape(expected));
  });
});
