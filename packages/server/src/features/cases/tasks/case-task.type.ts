import { taskStatuses } from "@tierwise/common/cases";
import { ForbiddenError, NotFoundError, ValidationError } from "../../../core/errors.ts";
import { builder } from "../../../graphql/builder.ts";
import { asTenant } from "../../../graphql/guards.ts";
import { listOrFail } from "../../../graphql/list-fields.ts";
import { CaseTeamRefType, CaseUserRefType } from "./case-people.type.ts";
import {
  createCaseTask,
  deleteCaseTask,
  listCaseTasks,
  updateCaseTask,
} from "./case-task.service.ts";
import type { CaseTaskView } from "./case-task-view.ts";

/** Case tasks (spec 2 §3 "Case task"): the contract's types, query and mutations. */
export const CaseTaskStatusEnum = builder.enumType("CaseTaskStatus", { values: taskStatuses });

export const CaseTaskType = builder.objectRef<CaseTaskView>("CaseTask").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    caseId: t.exposeID("caseId"),
    title: t.exposeString("title"),
    dueAt: t.exposeString("dueAt", { nullable: true, description: "YYYY-MM-DD." }),
    status: t.field({ type: CaseTaskStatusEnum, resolve: (task) => task.status }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true }),
    assignedUser: t.field({
      type: CaseUserRefType,
      nullable: true,
      resolve: (task) => task.assignedUser,
    }),
    assignedTeam: t.field({
      type: CaseTeamRefType,
      nullable: true,
      resolve: (task) => task.assignedTeam,
    }),
    createdBy: t.field({ type: CaseUserRefType, resolve: (task) => task.createdBy }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    canEdit: t.exposeBoolean("canEdit", {
      description: "May edit, complete or delete it: its creator or an administrator.",
    }),
  }),
});

const CreateCaseTaskInput = builder.inputType("CreateCaseTaskInput", {
  fields: (t) => ({
    caseId: t.id({ required: true }),
    title: t.string({ required: true, description: "At most 250 characters." }),
    dueAt: t.string({ description: "YYYY-MM-DD." }),
    assigneeId: t.id(),
    assignedTeamId: t.id(),
  }),
});

const UpdateCaseTaskInput = builder.inputType("UpdateCaseTaskInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    title: t.string(),
    dueAt: t.string({ description: "YYYY-MM-DD; null clears it." }),
    status: t.field({ type: CaseTaskStatusEnum }),
    assigneeId: t.id({ description: "A person (clears the team); null clears it." }),
    assignedTeamId: t.id({ description: "A team (clears the person); null clears it." }),
  }),
});

const CaseTaskSuccess = builder.objectRef<{ task: CaseTaskView }>("CaseTaskSuccess").implement({
  isTypeOf: (value) => typeof value === "object" && value !== null && "task" in value,
  fields: (t) => ({ task: t.field({ type: CaseTaskType, resolve: (r) => r.task }) }),
});
const DeleteCaseTaskSuccess = builder.objectRef<{ id: string }>("DeleteCaseTaskSuccess").implement({
  isTypeOf: (value) => typeof value === "object" && value !== null && "id" in value,
  fields: (t) => ({ id: t.exposeID("id") }),
});

// One union shared by create and update, as the contract names it; thrown errors of these
// classes are returned as its members.
const CaseTaskResult = builder.errorUnion("CaseTaskResult", {
  types: [CaseTaskSuccess, ValidationError, NotFoundError, ForbiddenError],
});
const DeleteCaseTaskResult = builder.errorUnion("DeleteCaseTaskResult", {
  types: [DeleteCaseTaskSuccess, NotFoundError, ForbiddenError],
});

/** GraphQL ids arrive as strings or numbers; null and absent must stay apart for updates. */
const idArg = (value: string | number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

builder.queryFields((t) => ({
  caseTasks: t.field({
    type: [CaseTaskType],
    description: "The case's tasks, oldest first. A hidden or unknown case fails as not found.",
    args: { caseId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      listOrFail(() => asTenant(ctx, listCaseTasks, { caseId: String(args.caseId) })),
  }),
}));

builder.mutationFields((t) => ({
  createCaseTask: t.field({
    type: CaseTaskResult,
    args: { input: t.arg({ type: CreateCaseTaskInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, createCaseTask, {
        ...input,
        caseId: String(input.caseId),
        assigneeId: idArg(input.assigneeId),
        assignedTeamId: idArg(input.assignedTeamId),
      }),
  }),
  updateCaseTask: t.field({
    type: CaseTaskResult,
    args: { input: t.arg({ type: UpdateCaseTaskInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      asTenant(ctx, updateCaseTask, {
        ...input,
        id: String(input.id),
        assigneeId: idArg(input.assigneeId),
        assignedTeamId: idArg(input.assignedTeamId),
      }),
  }),
  deleteCaseTask: t.field({
    type: DeleteCaseTaskResult,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => asTenant(ctx, deleteCaseTask, { id: String(args.id) }),
  }),
}));
