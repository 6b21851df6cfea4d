import { wrapErrorIfMatches } from "@pothos/plugin-errors";
import { textMessages } from "@tierwise/common/inputs/text";
import {
  defaultFieldResolver,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  isObjectType,
  Lexer,
  type ParseOptions,
  Source,
  TokenKind,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { type FieldError, ValidationError } from "../core/errors.ts";

/**
 * Issue 26 item 7: input that used to end as "Something went wrong".
 *
 * - Brackets nested thousands deep overflowed the stack of graphql-js' recursive-descent parser
 *   (inside the token-limit check, before it could count to its limit). The document is scanned
 *   first, token by token without recursion, and refused when brackets nest too deep.
 * - A NUL character cannot be stored (PostgreSQL text and jsonb refuse it), and an argument
 *   nested thousands deep overflows whatever walks it (settings, JSON documents). Every
 *   argument of every field is checked, without recursion, before its resolver runs. A field
 *   whose result union offers ValidationError answers with one (on the argument's path, which
 *   the forms map to their fields); any other field fails with the same message, code
 *   BAD_USER_INPUT and type ValidationError in its extensions (as list fields' refusals do).
 */

/** Most brackets ({, [, () open at once in a document: far above any real query. */
export const maxBracketNesting = 100;
/** Most objects and lists nested in one argument value (settings allow 32, rich text ~20). */
export const maxArgumentDepth = 64;

export const inputGuardMessages = {
  tooDeep: `Query is too deep: brackets are nested more than ${maxBracketNesting} levels.`,
  argumentTooDeep: `Input cannot be nested more than ${maxArgumentDepth} levels deep.`,
} as const;

const opening = new Set<string>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const closing = new Set<string>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/**
 * Refuses a document whose brackets nest more than maxBracketNesting deep. Reads at most
 * maxTokens tokens: past them the parser stops with its token-limit error, at a nesting this
 * scan has already bounded.
 */
export function assertBracketNesting(source: string | Source, maxTokens: number): void {
  const lexer = new Lexer(typeof source === "string" ? new Source(source) : source);
  let depth = 0;
  for (let count = 0; count <= maxTokens; count += 1) {
    const token = lexer.advance();
    if (token.kind === TokenKind.EOF) return;
    if (opening.has(token.kind)) {
      depth += 1;
      if (depth > maxBracketNesting) {
        throw new GraphQLError(`Syntax Error: ${inputGuardMessages.tooDeep}`, {
          extensions: { code: "GRAPHQL_PARSE_FAILED" },
        });
      }
    } else if (closing.has(token.kind)) {
      depth -= 1;
    }
  }
}

/** The Yoga plugin: the scan runs before the (token-limited) parser it wraps. */
export function bracketNestingPlugin(maxTokens: number): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source: string | Source, options?: ParseOptions) => {
        assertBracketNesting(source, maxTokens);
        return parseFn(source, options);
      });
    },
  };
}

/** The first problem in a field's arguments: a NUL anywhere (keys too), or too deep a value. */
export function argumentProblem(args: Record<string, unknown>): FieldError | null {
  const stack: { value: unknown; path: string[]; depth: number }[] = [];
  const entries = Object.entries(args);
  for (let i = entries.length - 1; i >= 0; i -= 1) {
    const [key, value] = entries[i] as [string, unknown];
    stack.push({ value, path: [key], depth: 0 });
  }
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, depth } = item;
    if (typeof value === "string") {
      if (value.includes("\u0000")) {
        return { path: path.join("."), message: textMessages.controlCharacters };
      }
      continue;
    }
    if (typeof value !== "object" || value === null) continue;
    if (depth >= maxArgumentDepth) {
      return { path: path.join("."), message: inputGuardMessages.argumentTooDeep };
    }
    const children = Array.isArray(value)
      ? value.map((child, index) => [String(index), child] as const)
      : Object.entries(value);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      const [key, child] = children[i] as readonly [string, unknown];
      if (key.includes("\u0000")) {
        return { path: path.join("."), message: textMessages.controlCharacters };
      }
      stack.push({ value: child, path: [...path, key], depth: depth + 1 });
    }
  }
  return null;
}

type ErrorClass = new (...args: never[]) => unknown;

/** The error classes a field answers in its result union (the errors plugin keeps them). */
function unionErrorClasses(field: GraphQLField<unknown, unknown>): ErrorClass[] {
  const classes = field.extensions?.pothosErrors;
  return Array.isArray(classes) ? (classes as ErrorClass[]) : [];
}

/**
 * Wraps the resolver of every field that takes arguments (once, when the schema is built), so
 * that no argument holding a NUL or nested too deep reaches a service.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__")) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length === 0) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const errorClasses = unionErrorClasses(field);
      const inBand = errorClasses.includes(ValidationError);
      field.resolve = (source, args, context, info) => {
        const problem = argumentProblem(args);
        if (!problem) return resolve(source, args, context, info);
        // Marked as the errors plugin marks a caught error, so the union resolves its type.
        if (inBand) return wrapErrorIfMatches(new ValidationError([problem]), errorClasses);
        throw new GraphQLError(problem.message, {
          extensions: { code: "BAD_USER_INPUT", type: "ValidationError", fieldErrors: [problem] },
        });
      };
    }
  }
  return schema;
}
