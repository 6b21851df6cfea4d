import { z } from "zod";
import {
  caseLimits,
  caseMessages,
  casePriorities,
  caseSortKeys,
  caseStatuses,
  type GscaTheme,
  gscaThemeKeys,
  gscaThemes,
  gscaTypes,
  taskStatuses,
} from "../cases.ts";
import { isValidEmail } from "../email-entries.ts";
import { messages } from "../messages.ts";
import { isEmptyDocument, type RichTextDocument, richTextDocumentSchema } from "../rich-text.ts";
import { oneLineName, richTextHasControls, textMessages } from "./text.ts";

/** Spec 2 §5, shared by the server's checks and the case forms. */

const id = z.string().min(1).max(100);
const countryCode = z.string().regex(/^[A-Z]{2}$/, "Choose a country from the list.");

/** The description: a rich-text document that must not be empty. */
export const caseDescriptionSchema = z.unknown().transform((value, ctx): RichTextDocument => {
  const parsed = richTextDocumentSchema.safeParse(value);
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", message: messages.jsonSchemaValidation });
    return z.NEVER;
  }
  if (isEmptyDocument(parsed.data)) {
    ctx.addIssue({ code: "custom", message: caseMessages.descriptionRequired });
    return z.NEVER;
  }
  if (richTextHasControls(parsed.data)) {
    ctx.addIssue({ code: "custom", message: textMessages.controlCharacters });
    return z.NEVER;
  }
  return parsed.data;
});

export const caseTitleSchema = oneLineName(caseLimits.titleMax);

export const caseAccessEntrySchema = z.object({ type: z.enum(["user", "team"]), id });
export type CaseAccessEntry = z.infer<typeof caseAccessEntrySchema>;

const subThemeMap = z.record(z.string(), z.array(z.string().min(1)).max(20));

/**
 * GSCA when enabled: locations, type, themes and sub-themes are required, and each selected
 * theme needs at least one of its own sub-themes. Sub-themes of unselected themes are dropped.
 */
export const caseGscaSchema = z
  .object({
    enabled: z.boolean(),
    locations: z.array(countryCode).max(250).default([]),
    type: z.enum(gscaTypes).default("violation"),
    themes: z
      .array(z.enum(gscaThemeKeys as [GscaTheme, ...GscaTheme[]]))
      .max(50)
      .default([]),
    subThemes: subThemeMap.default({}),
  })
  .transform((gsca, ctx) => {
    const subThemes: Partial<Record<GscaTheme, string[]>> = {};
    for (const theme of gsca.themes) {
      const known: Record<string, string> = gscaThemes[theme].subThemes;
      subThemes[theme] = [...new Set(gsca.subThemes[theme] ?? [])].filter((s) => s in known);
    }
    if (gsca.enabled) {
      if (gsca.locations.length === 0)
        ctx.addIssue({ code: "custom", path: ["locations"], message: messages.required });
      if (gsca.themes.length === 0)
        ctx.addIssue({ code: "custom", path: ["themes"], message: messages.required });
      if (gsca.themes.some((theme) => (subThemes[theme] ?? []).length === 0))
        ctx.addIssue({
          code: "custom",
          path: ["subThemes"],
          message: caseMessages.gscaSubThemeRequired,
        });
    }
    return { ...gsca, subThemes };
  });
export type CaseGscaInput = z.output<typeof caseGscaSchema>;

const dueDate = z.iso.date({ error: "Enter a date as YYYY-MM-DD." }).nullish();

const caseFields = {
  title: caseTitleSchema,
  description: caseDescriptionSchema,
  priority: z.enum(casePriorities, { error: messages.required }),
  assigneeId: id.nullish(),
  assignedTeamId: id.nullish(),
  dueDate,
  locations: z.array(countryCode).max(250),
  riskSubCategory: z.array(z.string().trim().min(1).max(100)).max(50),
  tags: z.array(id).max(100),
  private: z.boolean(),
  acl: z.array(caseAccessEntrySchema).max(500),
  gsca: caseGscaSchema.nullish(),
};

const oneAssignee = (input: { assigneeId?: string | null; assignedTeamId?: string | null }) =>
  !(input.assigneeId && input.assignedTeamId);
const assigneeIssue = { message: "Assign a person or a team, not both.", path: ["assigneeId"] };

/** createSupplierCase (spec 2 §3 "Create input"). New cases start To do or In progress. */
export const createCaseInputSchema = z
  .object({
    ...caseFields,
    status: z.enum(["to_do", "in_progress"], { error: messages.required }).default("to_do"),
    priority: caseFields.priority.default("medium"),
    locations: caseFields.locations.default([]),
    riskSubCategory: caseFields.riskSubCategory.default([]),
    tags: caseFields.tags.default([]),
    private: caseFields.private.default(false),
    acl: caseFields.acl.default([]),
    labels: z.array(z.string().max(100)).max(50).default([]),
    companyId: id.nullish(),
    duns: z
      .string()
      .regex(/^\d{9}$/, "A DUNS number has 9 digits.")
      .nullish(),
    portfolioId: id.nullish(),
    createdFromCommentId: id.nullish(),
    alertId: id.nullish(),
    alertNewId: id.nullish(),
    newsId: id.nullish(),
    blogId: id.nullish(),
  })
  .refine(oneAssignee, assigneeIssue);
export type CreateCaseInput = z.output<typeof createCaseInputSchema>;

/** updateSupplierCase: id plus any changed field; null clears an assignee or due date. */
export const updateCaseInputSchema = z
  .object({
    id,
    title: caseFields.title.optional(),
    description: caseFields.description.optional(),
    status: z.enum(caseStatuses).optional(),
    priority: caseFields.priority.optional(),
    assigneeId: id.nullish(),
    assignedTeamId: id.nullish(),
    dueDate,
    locations: caseFields.locations.optional(),
    riskSubCategory: caseFields.riskSubCategory.optional(),
    tags: caseFields.tags.optional(),
    private: z.boolean().optional(),
    acl: caseFields.acl.optional(),
    gsca: caseFields.gsca,
    resolutionCommentId: id.nullish(),
  })
  .refine(oneAssignee, assigneeIssue);
export type UpdateCaseInput = z.output<typeof updateCaseInputSchema>;

export const caseTaskTitleSchema = oneLineName(caseLimits.taskTitleMax);

export const createCaseTaskInputSchema = z
  .object({
    caseId: id,
    title: caseTaskTitleSchema,
    dueAt: dueDate,
    assigneeId: id.nullish(),
    assignedTeamId: id.nullish(),
  })
  .refine(oneAssignee, assigneeIssue);

export const updateCaseTaskInputSchema = z
  .object({
    id,
    title: caseTaskTitleSchema.optional(),
    dueAt: dueDate,
    status: z.enum(taskStatuses).optional(),
    assigneeId: id.nullish(),
    assignedTeamId: id.nullish(),
  })
  .refine(oneAssignee, assigneeIssue);

export const caseEmailRecipientSchema = z.object({
  email: z.string().trim().refine(isValidEmail, messages.notAValidEmail),
  name: z.string().trim().max(200).nullish(),
  type: z.enum(["to", "cc", "bcc"]),
});

/** sendCaseEmail: subject and body required, at least one To recipient (spec 2 §5). */
export const sendCaseEmailInputSchema = z
  .object({
    caseId: id,
    threadId: id.nullish(),
    replyToId: id.nullish(),
    subject: oneLineName(caseLimits.emailSubjectMax),
    body: z.string({ error: messages.required }).trim().min(1, messages.required).max(1_000_000),
    recipients: z.array(caseEmailRecipientSchema).max(100),
    attachmentKeys: z.array(z.string().min(1).max(200)).max(20).default([]),
  })
  .refine((input) => input.recipients.some((r) => r.type === "to"), {
    message: "Add at least one recipient.",
    path: ["recipients"],
  });
export type SendCaseEmailInput = z.output<typeof sendCaseEmailInputSchema>;

export const caseFiltersSchema = z.object({
  creators: z.array(id).max(200).optional(),
  assignees: z
    .array(z.string().regex(/^(user|team):.+$/))
    .max(200)
    .optional(),
  tags: z.array(id).max(200).optional(),
  status: z.array(z.enum(caseStatuses)).optional(),
  priority: z.array(z.enum(casePriorities)).optional(),
  private: z.boolean().nullish(),
  ntier: z.array(z.number().int().min(1).max(3)).optional(),
  dateFrom: z.iso.date().nullish(),
  dateTo: z.iso.date().nullish(),
  search: z.string().trim().max(200).nullish(),
});

export const caseSortSchema = z.object({
  key: z.enum(caseSortKeys),
  direction: z.enum(["Asc", "Desc"]),
});

export const caseColumnConfigSchema = z.array(
  z.object({
    key: z.string().min(1),
    title: z.string(),
    disableChanging: z.boolean(),
    enabled: z.boolean(),
    dataType: z.enum(["text", "number", "date", "boolean"]),
  }),
);

/** Saved case views: name, description, params (filters and sort) and columns. */
export const caseViewInputSchema = z.object({
  name: oneLineName(caseLimits.viewNameMax),
  description: z
    .string()
    .trim()
    .max(caseLimits.viewDescriptionMax, messages.tooLong(caseLimits.viewDescriptionMax))
    .nullish()
    .transform((value) => value || null),
  params: z.object({ filters: caseFiltersSchema, sort: caseSortSchema.nullish() }),
  columns: caseColumnConfigSchema,
});
export type CaseViewInput = z.output<typeof caseViewInputSchema>;
