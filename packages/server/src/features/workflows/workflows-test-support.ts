import type { RoleKey } from "@tierwise/common/roles";
import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { supplierFormApiBase } from "@tierwise/common/workflows/supplier-form";
import { teamMemberships, teams } from "../../db/membership.table.ts";
import { buildCompany } from "../../test/company-factory.ts";
import { buildOrganization, buildUser } from "../../test/factories.ts";
import type { Harness, TestClient } from "../../test/harness.ts";

/**
 * Test support for supplier workflows: an organisation using workflows and cases (Acme), one
 * using workflows too (Globex), one without workflows (Initech), their people, companies, the
 * GraphQL operations as the web sends them, and the supplier's REST calls by token.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field.
export type Any = any;

export async function buildWorkflowWorld(h: Harness) {
  const db = h.database.db;
  const flags = { comments: true, caseManagementEnabled: true, criteriaCheckAccess: true };
  const acme = await buildOrganization(db, {
    name: "Acme Buying",
    brandColor: "#0b7285",
    settings: { featureFlags: flags },
  });
  const globex = await buildOrganization(db, { settings: { featureFlags: flags } });
  const initech = await buildOrganization(db, { settings: { featureFlags: { comments: true } } });
  const person = async (organizationId: string, role: RoleKey, firstName: string) => {
    const user = await buildUser(db, h.config, {
      memberships: [{ organizationId, role }],
      overrides: { firstName, lastName: "Tester" },
    });
    return { user, id: user.id, client: await h.signIn(user.email, user.password) };
  };
  const people = {
    admin: await person(acme.id, "organization_admin", "Ada"),
    member: await person(acme.id, "user", "Max"),
    reviewer: await person(acme.id, "user", "Rita"),
    other: await person(acme.id, "user", "Olga"),
    outsider: await person(globex.id, "organization_admin", "Otto"),
    noModule: await person(initech.id, "organization_admin", "Nina"),
  };
  const [compliance] = await db
    .insert(teams)
    .values({ organizationId: acme.id, name: "Compliance" })
    .returning();
  if (!compliance) throw new Error("team not created");
  await db.insert(teamMemberships).values({ teamId: compliance.id, userId: people.reviewer.id });
  const supplier = await buildCompany(db, { displayName: "Northwind Traders" });
  const second = await buildCompany(db, { displayName: "Contoso Metals" });
  return { acme, globex, initech, people, compliance, supplier, second };
}

export type WorkflowWorld = Awaited<ReturnType<typeof buildWorkflowWorld>>;

const errors =
  "__typename ... on Error { message } ... on ValidationError { fieldErrors { path message } }";

export const templateFields = `id tag name description shipped archived canManage runningCount
  current { id version definition steps { id kind name approverName } workflowCount }
  versions { id version }`;

export const workflowFields = `id name templateVersion status dueDate overdue score
  template { id name current { version } }
  company { id name } caseId portfolioId redFlagCaseId sentBackComment outcome outcomeConditions
  currentStep { id kind name approverName }
  steps { step { id kind name } state completedBy }
  contacts { email lastSentAt remindersSent }
  redFlags { stepId questionId question answer reason }
  checks { stepId name passed detail }
  answers { stepId answers submittedAt submittedBy score }
  canReview canCancel canExport url`;

export const auditFields = `id workflowId action actionTime email fullName name stepName
  workflowName workflowUrl summary actor { name }`;

export const ops = {
  templates: `query { workflowTemplates { ${templateFields} } }`,
  template: `query($id: ID!) { workflowTemplate(id: $id) { ${templateFields} } }`,
  createTemplate: `mutation($input: WorkflowTemplateInput!) { createWorkflowTemplate(input: $input) {
    ${errors} ... on WorkflowTemplateSuccess { template { ${templateFields} } } } }`,
  updateTemplate: `mutation($id: ID!, $input: WorkflowTemplateInput!) { updateWorkflowTemplate(id: $id, input: $input) {
    ${errors} ... on WorkflowTemplateSuccess { template { ${templateFields} } } } }`,
  start: `mutation($input: StartWorkflowInput!) { startWorkflow(input: $input) {
    ${errors} ... on StartWorkflowSuccess { startedCount workflows { ${workflowFields} } } } }`,
  workflow: `query($id: ID!) { workflow(id: $id) { ${workflowFields} audit { ${auditFields} } } }`,
  list: `query($filters: WorkflowFiltersInput, $sort: WorkflowSortInput, $first: Int, $after: String) {
    workflows(filters: $filters, sort: $sort, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } items { id status dueDate score company { name } } } }`,
  approve: `mutation($id: ID!, $comment: String) { approveWorkflowStep(id: $id, comment: $comment) {
    ${errors} ... on WorkflowSuccess { workflow { ${workflowFields} } } } }`,
  sendBack: `mutation($id: ID!, $comment: String!) { sendBackWorkflow(id: $id, comment: $comment) {
    ${errors} ... on WorkflowSuccess { workflow { ${workflowFields} } } } }`,
  decide: `mutation($id: ID!, $outcome: WorkflowOutcome!, $conditions: String) {
    decideWorkflow(id: $id, outcome: $outcome, conditions: $conditions) {
    ${errors} ... on WorkflowSuccess { workflow { ${workflowFields} } } } }`,
  cancel: `mutation($id: ID!) { cancelWorkflow(id: $id) { ${errors} ... on WorkflowSuccess { workflow { id status } } } }`,
  auditTrail: `query($companyId: ID!) { auditTrail(companyId: $companyId) { itemsCount items { ${auditFields} } } }`,
};

/** A mutation's or query's root field, or the error code of a refused request. */
export async function call(
  client: TestClient,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Any> {
  const answer = await client.gql<Any>(query, variables);
  if (answer.errors)
    return { __typename: answer.errors[0]?.extensions?.code, errors: answer.errors };
  const data = answer.data ?? {};
  return data[Object.keys(data)[0] ?? ""];
}

/** A small template: a questionnaire with a condition, a file and scoring, a review, a decision. */
export function smallDefinition(
  approver: { type: "user" | "team"; id: string } | null = null,
): WorkflowDefinition {
  return {
    steps: [
      {
        id: "q",
        kind: "questionnaire",
        name: "Supplier questions",
        questionnaire: {
          sections: [
            {
              id: "s1",
              title: "Basics",
              questions: [
                {
                  id: "child-labour",
                  kind: "yesNo",
                  label: "Any child labour?",
                  required: true,
                  yes: { points: 0, redFlag: "Child labour reported" },
                  no: { points: 10 },
                },
                {
                  id: "details",
                  kind: "text",
                  label: "What happened?",
                  required: true,
                  condition: { questionId: "child-labour", anyOf: [true] },
                },
                {
                  id: "certs",
                  kind: "multipleChoice",
                  label: "Certificates",
                  required: false,
                  options: [
                    { id: "iso9001", label: "ISO 9001", points: 5 },
                    { id: "iso14001", label: "ISO 14001", points: 5 },
                  ],
                },
                { id: "country", kind: "country", label: "Country", required: true },
                { id: "proof", kind: "file", label: "Proof", required: false },
              ],
            },
          ],
        },
      },
      { id: "r", kind: "review", name: "Review", approver },
      { id: "d", kind: "decision", name: "Decision", approver: null },
    ],
  };
}

export async function createTemplate(
  client: TestClient,
  definition = smallDefinition(),
  name = "Quick check",
) {
  const answer = await call(client, ops.createTemplate, {
    input: { tag: "quick", name, definition },
  });
  if (answer.__typename !== "WorkflowTemplateSuccess")
    throw new Error(`template not created: ${JSON.stringify(answer)}`);
  return answer.template;
}

export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function start(client: TestClient, input: Record<string, unknown>) {
  const answer = await call(client, ops.start, {
    input: { contactEmails: ["orders@northwind.test"], dueDate: inDays(14), ...input },
  });
  if (answer.__typename !== "StartWorkflowSuccess")
    throw new Error(`workflow not started: ${JSON.stringify(answer)}`);
  return answer;
}

/** The links the mail job sent (newest first), by recipient: what the supplier clicks. */
export async function sentLinks(h: Harness, to?: string) {
  await h.runJobs();
  const mails = await h.outbox();
  return mails
    .filter((m) => (to ? m.to === to : true))
    .flatMap((m) => m.links.filter((l) => l.includes("/supplier-form/")));
}

export const tokenOf = (link: string) => decodeURIComponent(link.split("/supplier-form/")[1] ?? "");

/** The supplier's REST calls, as the form page makes them: no cookie, only the token. */
export const supplier = (h: Harness, token: string) => {
  const url = `${supplierFormApiBase}/${encodeURIComponent(token)}`;
  const json = async (method: "GET" | "PUT" | "POST", path: string, body?: unknown) => {
    const response = await h.app.inject({
      method,
      url: `${url}${path}`,
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() as Any };
  };
  return {
    read: () => json("GET", ""),
    save: (answers: Record<string, unknown>) => json("PUT", "/draft", { answers }),
    submit: (answers: Record<string, unknown>) => json("POST", "/submit", { answers }),
    async upload(questionId: string, filename: string, content: Buffer) {
      const boundary = "----workflowtest";
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="questionId"\r\n\r\n${questionId}\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
            "Content-Type: application/octet-stream\r\n\r\n",
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await h.app.inject({
        method: "POST",
        url: `${url}/files`,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      return { status: response.statusCode, body: response.json() as Any };
    },
    download: (fileKey: string) => h.app.inject({ method: "GET", url: `${url}/files/${fileKey}` }),
  };
};

/** A minimal valid PDF: file-type recognises it by its magic bytes. */
export const pdfBytes = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
