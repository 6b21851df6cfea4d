import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { e2eEnv } from "../../support/e2e-env.ts";

/** Steps the case specs share: setup through the API, and the case maker as a person uses it. */

/** Real files (the server checks their bytes), from the comments feature's fixtures. */
export const fixtureFile = (name: string) =>
  path.join(e2eEnv.root, "packages/server/src/features/comments/fixtures", name);

/** A title no other test (or run against the same data) has used. */
export function uniqueTitle(base: string): string {
  return `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

export type CreatedCase = { id: string; rowNumber: number; title: string };

/** A GraphQL call with the page's session; the answer's data, or a thrown error. */
export async function graphql<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await page.request.post("/graphql", { data: { query, variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** A company's id by its slug. */
export async function companyId(page: Page, slug: string): Promise<string> {
  const data = await graphql<{ company: { id: string } | null }>(
    page,
    "query ($slug: String!) { company(slug: $slug) { id } }",
    { slug },
  );
  if (!data.company) throw new Error(`no company ${slug}`);
  return data.company.id;
}

/** Uploads real files as POST /upload-attachments does for the web app; their keys. */
export async function uploadFiles(page: Page, names: string[]): Promise<string[]> {
  const response = await page.request.post("/upload-attachments", {
    multipart: {
      type: "comment-attachment",
      ...Object.fromEntries(
        names.map((name, index) => [
          `files${index === 0 ? "" : index}`,
          { name, mimeType: "application/octet-stream", buffer: readFileSync(fixtureFile(name)) },
        ]),
      ),
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { key: string }[]).map((entry) => entry.key);
}

/** A case about a company, made through the API (for tests whose subject is not creation). */
export async function createCaseViaApi(
  page: Page,
  options: { title: string; companySlug?: string; attachmentKeys?: string[] },
): Promise<CreatedCase> {
  const input = {
    title: options.title,
    description: [{ type: "paragraph", children: [{ text: `About ${options.title}.` }] }],
    companyId: await companyId(page, options.companySlug ?? "globex-logistics"),
    attachmentKeys: options.attachmentKeys ?? [],
  };
  const data = await graphql<{
    createSupplierCase: { __typename: string; supplierCase?: CreatedCase };
  }>(
    page,
    `mutation ($input: CreateSupplierCaseInput!) {
      createSupplierCase(input: $input) {
        __typename
        ... on SupplierCaseSuccess { supplierCase { id rowNumber title } }
      }
    }`,
    { input },
  );
  const created = data.createSupplierCase.supplierCase;
  if (!created) throw new Error(`case not created: ${data.createSupplierCase.__typename}`);
  return created;
}

/** An e-mail from a case, sent through the API (the subject of the e-mail spec is the UI). */
export async function sendCaseEmailViaApi(
  page: Page,
  input: { caseId: string; to: string; subject: string; body: string; attachmentKeys?: string[] },
) {
  const data = await graphql<{ sendCaseEmail: { __typename: string } }>(
    page,
    `mutation ($input: SendCaseEmailInput!) { sendCaseEmail(input: $input) { __typename } }`,
    {
      input: {
        caseId: input.caseId,
        subject: input.subject,
        body: input.body,
        recipients: [{ email: input.to, type: "to" }],
        attachmentKeys: input.attachmentKeys ?? [],
      },
    },
  );
  expect(data.sendCaseEmail.__typename).toBe("SendCaseEmailSuccess");
}

/** /cases/{id}: the case in its expanded view. */
export async function openCasePage(page: Page, supplierCase: CreatedCase) {
  await page.goto(`/cases/${supplierCase.id}`);
  await expect(
    page.getByRole("heading", { level: 1, name: `Case ID ${supplierCase.rowNumber}` }),
  ).toBeVisible();
}

/** One of the case maker's tabs: Feed, Email or Tasks. */
export async function openCaseTab(page: Page, name: "Feed" | "Email" | "Tasks") {
  const tab = page.getByRole("tab", { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute("aria-selected", "true");
}

/** The snackbar message (several may be on screen; the newest with this text). */
export function snackbar(page: Page, text: string | RegExp): Locator {
  return page.getByRole("status").getByText(text).last();
}

/** Types "@query" where the caret is and picks the suggestion named `name`. */
export async function mention(page: Page, query: string, name: string) {
  await page.keyboard.type(`@${query}`);
  const option = page.getByRole("option", { name: new RegExp(name) });
  await expect(option).toBeVisible();
  await option.click();
}
