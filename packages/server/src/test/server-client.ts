import { expect } from "vitest";
import { sessionCookieName } from "../features/auth/session-token.ts";
import type { ServerProcess } from "./server-process.ts";

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
type Any = any;

/** The operations the process tests write and read back with. */
export const addComment = `mutation($target: CommentTargetInput!, $comment: JSON!) {
  addComment(target: $target, comment: $comment) {
    __typename ... on AddCommentSuccess { comment { id } } } }`;
export const readComment = "query($id: ID!) { comment(id: $id) { id comment } }";
export const everyCompany = "{ companySearchIds(params: {}) { ... on CompanySearchIds { ids } } }";

/** The demo administrator talking to a server process over HTTP, as the browser does. */
export function clientOf(server: () => ServerProcess, password: string) {
  let cookie = "";
  const gql = async (query: string, variables?: Record<string, unknown>): Promise<Any> => {
    const res = await fetch(`${server().url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(cookie ? { cookie: `${sessionCookieName}=${cookie}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName}=`));
    if (set) cookie = set.slice(sessionCookieName.length + 1).split(";")[0] ?? "";
    return res.json();
  };
  return {
    gql,
    /** A multipart upload with the session's cookie, as the web app sends files. */
    post: (route: string, body: FormData) =>
      fetch(`${server().url}${route}`, {
        method: "POST",
        headers: { cookie: `${sessionCookieName}=${cookie}` },
        body,
      }),
    async signIn() {
      const answer = await gql(
        "mutation($input: LoginInput!) { login(input: $input) { __typename } }",
        { input: { email: "admin@acme.test", password } },
      );
      expect(answer).toMatchObject({ data: { login: { __typename: "LoginSuccess" } } });
    },
  };
}
