import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { caseMessages } from "@tierwise/common/cases";
import { messages } from "@tierwise/common/messages";
import { afterEach, describe, expect, it } from "vitest";
import { snackbarStore } from "../../../app/snackbar/show-snackbar.ts";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { ada, casesSession } from "../maker/case-fixtures.ts";
import { CaseTasksTab } from "./CaseTasksTab.tsx";
import {
  CASE_TASKS_QUERY,
  type CaseTask,
  CREATE_CASE_TASK,
  type CreateCaseTaskInput,
  DELETE_CASE_TASK,
  UPDATE_CASE_TASK,
} from "./case-tasks.graphql.ts";

afterEach(() => act(() => snackbarStore.clear()));

function buildTask(overrides: Partial<CaseTask> = {}): CaseTask {
  return {
    __typename: "CaseTask",
    id: "task-1",
    caseId: "case-1",
    title: "Call the supplier",
    dueAt: null,
    status: "to_do",
    closedAt: null,
    assignedUser: null,
    assignedTeam: null,
    createdBy: ada,
    createdAt: "2026-11-20T10:00:00.000Z",
    canEdit: true,
    ...overrides,
  };
}

const tasksMock = (tasks: CaseTask[]): Mock => ({
  request: { query: CASE_TASKS_QUERY, variables: { caseId: "case-1" } },
  result: { data: { caseTasks: tasks } },
});

const createMock = (input: CreateCaseTaskInput, answer: unknown): Mock => ({
  request: { query: CREATE_CASE_TASK, variables: { input } },
  result: { data: { createCaseTask: answer } },
});

function renderTab(mocks: Mock[], canEdit = true) {
  renderAppUi(<CaseTasksTab caseId="case-1" canEdit={canEdit} />, {
    mocks,
    session: casesSession(),
  });
}

const titleField = () => screen.getByLabelText(/^Task title/);
const addButton = () => screen.getByRole("button", { name: "Add task" });

describe("case tasks", { timeout: 30_000 }, () => {
  it("adds a task, to the list that said there were none", async () => {
    const added = buildTask({
      id: "task-2",
      title: "Ask for the audit report",
      dueAt: "2026-12-01",
    });
    renderTab([
      tasksMock([]),
      createMock(
        {
          caseId: "case-1",
          title: "Ask for the audit report",
          dueAt: "2026-12-01",
          assigneeId: null,
          assignedTeamId: null,
        },
        { __typename: "CaseTaskSuccess", task: added },
      ),
    ]);
    expect(await screen.findByText(caseMessages.noTasks)).toBeTruthy();
    expect(addButton()).toHaveProperty("disabled", true);
    fireEvent.change(titleField(), { target: { value: " Ask for the audit report " } });
    fireEvent.change(screen.getByLabelText("Due date"), { target: { value: "2026-12-01" } });
    expect(screen.getByText("Tue, Dec 1, 2026")).toBeTruthy();
    fireEvent.click(addButton());
    const task = await screen.findByTestId("task");
    expect(within(task).getByText("Ask for the audit report")).toBeTruthy();
    expect(within(task).getByText(/Due Tue, Dec 1, 2026/)).toBeTruthy();
    expect(screen.queryByText(caseMessages.noTasks)).toBeNull();
    await waitFor(() => expect((titleField() as HTMLInputElement).value).toBe(""));
  });

  it("counts the title against 250 characters, red past the limit", async () => {
    renderTab([tasksMock([])]);
    await screen.findByText(caseMessages.noTasks);
    fireEvent.change(titleField(), { target: { value: "x".repeat(250) } });
    const counter = screen.getByText("250/250");
    expect(counter.getAttribute("data-over")).toBeNull();
    expect(addButton()).toHaveProperty("disabled", false);
    fireEvent.change(titleField(), { target: { value: "x".repeat(251) } });
    expect(screen.getByText("251/250").getAttribute("data-over")).toBe("true");
    expect(addButton()).toHaveProperty("disabled", true);
  });

  it("shows the server's length message when it refuses the title", async () => {
    const title = "y".repeat(250);
    renderTab([
      tasksMock([]),
      createMock(
        { caseId: "case-1", title, dueAt: null, assigneeId: null, assignedTeamId: null },
        {
          __typename: "ValidationError",
          message: "Invalid input",
          fieldErrors: [{ path: "input.title", message: messages.tooLong(250) }],
        },
      ),
    ]);
    await screen.findByText(caseMessages.noTasks);
    fireEvent.change(titleField(), { target: { value: title } });
    fireEvent.click(addButton());
    expect(await screen.findByText("Must be 250 characters or less.")).toBeTruthy();
    expect(screen.queryByText(messages.somethingWentWrong)).toBeNull();
  });

  it("completes a task and takes it back to To do", async () => {
    const task = buildTask();
    const setStatus = (status: "complete" | "to_do", closedAt: string | null): Mock => ({
      request: { query: UPDATE_CASE_TASK, variables: { input: { id: "task-1", status } } },
      result: {
        data: {
          updateCaseTask: { __typename: "CaseTaskSuccess", task: { ...task, status, closedAt } },
        },
      },
    });
    renderTab([
      tasksMock([task]),
      setStatus("complete", "2026-11-21T09:00:00.000Z"),
      setStatus("to_do", null),
    ]);
    fireEvent.click(
      await screen.findByRole("checkbox", { name: 'Mark "Call the supplier" complete' }),
    );
    await waitFor(() =>
      expect(screen.getByTestId("task").getAttribute("data-status")).toBe("complete"),
    );
    fireEvent.click(screen.getByRole("checkbox", { name: 'Mark "Call the supplier" as to do' }));
    await waitFor(() =>
      expect(screen.getByTestId("task").getAttribute("data-status")).toBe("to_do"),
    );
  });

  it("deletes a task after confirmation and says so", async () => {
    renderTab([
      tasksMock([buildTask()]),
      {
        request: { query: DELETE_CASE_TASK, variables: { id: "task-1" } },
        result: { data: { deleteCaseTask: { __typename: "DeleteCaseTaskSuccess", id: "task-1" } } },
      },
    ]);
    fireEvent.click(await screen.findByRole("button", { name: 'Delete task "Call the supplier"' }));
    const confirm = await screen.findByRole("dialog", { name: caseMessages.deleteTaskTitle });
    expect(within(confirm).getByText(caseMessages.deleteTaskBody)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(caseMessages.taskDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("task")).toBeNull());
  });

  it("lets only the task's creator or an admin change it; marks a deactivated assignee", async () => {
    renderTab([
      tasksMock([
        buildTask({
          canEdit: false,
          assignedUser: { ...ada, id: "user-3", name: "Alan Turing", deactivated: true },
        }),
      ]),
    ]);
    const task = await screen.findByTestId("task");
    expect(within(task).getByText(/Alan Turing \(deactivated\)/)).toBeTruthy();
    expect(within(task).getByRole("checkbox")).toHaveProperty("disabled", true);
    expect(within(task).queryByRole("button", { name: /Edit task/ })).toBeNull();
    expect(within(task).queryByRole("button", { name: /Delete task/ })).toBeNull();
  });
});
