import { gql } from "@apollo/client";
import { type DocumentNode, print } from "graphql";
import { describe, expect, it } from "vitest";
import { documentWithFragments } from "./document-with-fragments.ts";
import { precompileGraphql } from "./precompile-graphql.ts";

// biome-ignore lint/suspicious/noTemplateCurlyInString: source code of a template literal, as input.
const interpolatedFragment = "  ${FRAGMENT}";
// biome-ignore lint/suspicious/noTemplateCurlyInString: source code of a template literal, as input.
const interpolatedText = "  ${ERROR_FIELDS}";

/** Evaluates the transformed module body with the helper and the interpolated values in scope. */
function evaluate(code: string, scope: Record<string, unknown>): DocumentNode {
  const body = code
    .replace(/^import .*\n/, "")
    .replace(/^export const (\w+)(: [^=]+)? =/m, "return ");
  const names = ["__twDocumentWithFragments", ...Object.keys(scope)];
  const run = new Function(...names, body) as (...args: unknown[]) => DocumentNode;
  return run(documentWithFragments, ...Object.values(scope));
}

describe("precompileGraphql", () => {
  it("leaves code without gql templates alone", () => {
    expect(precompileGraphql("const a = 1;", "/helper.ts")).toBeNull();
  });

  it("produces the same document as the runtime gql, fragments included once", () => {
    const fragment = gql`
      fragment Org on SessionOrganization {
        id
        name
      }
    `;
    const source = [
      "export const QUERY = gql`",
      "  query Session {",
      "    session { organization { ...Org } organizations { ...Org } }",
      "  }",
      interpolatedFragment,
      interpolatedFragment,
      "`;",
    ].join("\n");
    const transformed = precompileGraphql(source, "/helper.ts");
    if (!transformed) throw new Error("expected a transform");
    expect(
      transformed.startsWith(
        'import { documentWithFragments as __twDocumentWithFragments } from "/helper.ts";',
      ),
    ).toBe(true);
    expect(transformed).not.toContain("gql`");
    const precompiled = evaluate(transformed, { FRAGMENT: fragment });
    const runtime = gql`
      query Session {
        session {
          organization {
            ...Org
          }
          organizations {
            ...Org
          }
        }
      }
      ${fragment}
    `;
    expect(print(precompiled)).toBe(print(runtime));
  });

  it("fails the build on text interpolated into a selection, which it cannot keep", () => {
    const source = [
      "export const MUTATION = gql`",
      "  mutation Save {",
      "    save { __typename",
      interpolatedText,
      "    }",
      "  }",
      "`;",
    ].join("\n");
    expect(() => precompileGraphql(source, "/helper.ts")).toThrow(
      /\$\{ERROR_FIELDS\} sits inside a selection/,
    );
  });

  it("fails the build on a document that does not parse", () => {
    expect(() => precompileGraphql("const Q = gql`query {`;", "/helper.ts")).toThrow();
  });
});
