import { expect, type Locator, type Page } from "@playwright/test";
import { e2eEnv } from "../../support/e2e-env.ts";
import { waitForMailLink } from "../../support/mail.ts";

/** Steps the supplier-workflow specs share: setup through the API, mail, and the editor. */

/**
 * A GraphQL call with the page's session. A 503 is the server shedding load on a busy machine:
 * it says when to ask again (Retry-After), and the call is made again then.
 */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await page.request.post("/graphql", { data: { query, variables } });
    if (response.status() === 503 && attempt < 5) {
      const seconds = Number(response.headers()["retry-after"] ?? "1") || 1;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
      continue;
    }
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data?: T; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body)}`);
    return body.data;
  }
}

async function companyId(page: Page, slug: string): Promise<string> {
  const data = await graphql<{ company: { id: string } | null }>(
    page,
    "query ($slug: String!) { company(slug: $slug) { id } }",
    { slug },
  );
  if (!data.company) throw new Error(`no company ${slug}`);
  return data.company.id;
}

/** A contact address no other run has used, so its mail is this test's. */
export const uniqueContact = (name: string) =>
  `${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@supplier.example`;

/** The personal link in the e-mail the supplier's contact received (invitation or later). */
export function supplierLink(contact: string): Promise<string> {
  const base = e2eEnv.baseUrl.replace(/\./g, "\\.");
  return waitForMailLink(contact, new RegExp(`${base}/supplier-form/[^\\s"<>]+`), 30_000);
}

/** Picks an option of a Mantine select by its label. */
export async function choose(
  scope: Page | Locator,
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
) {
  await scope.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option }).click();
}

/** A question card of the template editor ("Question 2"). */
export const questionCard = (page: Page, number: number) =>
  page.getByRole("region", { name: new RegExp(`^Question ${number}\\b`) });

type Definition = Record<string, unknown>;

/** A template made through the API (for specs whose subject is not the editor). */
export async function createTemplateViaApi(
  page: Page,
  input: { tag: string; name: string; definition: Definition },
): Promise<string> {
  const data = await graphql<{
    createWorkflowTemplate: { __typename: string; template?: { id: string } };
  }>(
    page,
    `mutation ($input: WorkflowTemplateInput!) {
      createWorkflowTemplate(input: $input) {
        __typename
        ... on WorkflowTemplateSuccess { template { id } }
      }
    }`,
    { input: { ...input, description: null } },
  );
  const id = data.createWorkflowTemplate.template?.id;
  if (!id) throw new Error(`createWorkflowTemplate: ${JSON.stringify(data)}`);
  return id;
}

/** Starts a workflow for one company through the API; its id. */
export async function startWorkflowViaApi(
  page: Page,
  input: { templateId: string; companySlug: string; contact: string; dueDate: string },
): Promise<string> {
  const data = await graphql<{
    startWorkflow: { __typename: string; workflows?: { id: string }[] };
  }>(
    page,
    `mutation ($input: StartWorkflowInput!) {
      startWorkflow(input: $input) {
        __typename
        ... on StartWorkflowSuccess { workflows { id } }
        ... on ValidationError { message fieldErrors { path message } }
      }
    }`,
    {
      input: {
        templateId: input.templateId,
        companyIds: [await companyId(page, input.companySlug)],
        contactEmails: [input.contact],
        dueDate: input.dueDate,
      },
    },
  );
  const id = data.startWorkflow.workflows?.[0]?.id;
  if (!id) throw new Error(`startWorkflow: ${JSON.stringify(data)}`);
  return id;
}

/** A day `days` from today, YYYY-MM-DD. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A small questionnaire for the form's own checks: a yes/no question with a red flag, a
 * follow-up shown on Yes, a single choice, an optional country and an optional file.
 */
export function smallDefinition(): Definition {
  return {
    steps: [
      {
        id: "questions",
        kind: "questionnaire",
        name: "Supplier questionnaire",
        questionnaire: {
          intro: "A few questions about how you work.",
          sections: [
            {
              id: "work",
              title: "How you work",
              questions: [
                {
                  id: "subcontractors",
                  kind: "yesNo",
                  label: "Do you use subcontractors?",
                  required: true,
                  yes: { points: 0, redFlag: "Uses subcontractors" },
                  no: { points: 10, redFlag: null },
                },
                {
                  id: "names",
                  kind: "text",
                  label: "Name your subcontractors",
                  required: true,
                  condition: { questionId: "subcontractors", anyOf: [true] },
                },
                {
                  id: "size",
                  kind: "singleChoice",
                  label: "How many people work for you?",
                  required: true,
                  options: [
                    { id: "small", label: "Fewer than 50", points: 5 },
                    { id: "large", label: "50 or more", points: 10 },
                  ],
                },
                {
                  id: "office",
                  kind: "country",
                  label: "Where is your head office?",
                  required: false,
                },
                { id: "policy", kind: "file", label: "Code of conduct (PDF)", required: false },
              ],
            },
          ],
        },
      },
      { id: "review", kind: "review", name: "Compliance review", approver: null },
      { id: "decision", kind: "decision", name: "Decision", approver: null },
    ],
  };
}

/** Opens the company's activity panel on its notes (the wall) and returns the panel. */
export async function openWall(page: Page, slug: string): Promise<Locator> {
  await page.goto(`/company/${slug}`);
  await page
    .getByRole("navigation", { name: "Activity" })
    .getByRole("button", { name: /^Notes/ })
    .click();
  const panel = page.getByRole("region", { name: "Notes" });
  await expect(panel).toBeVisible();
  return panel;
}
