import { signIn } from "../../support/sign-in.ts";
import { expect, test } from "../../support/test.ts";
import { createCaseViaApi, openCasePage, openCaseTab, uniqueTitle } from "./case-steps.ts";

test("a task added to a case and completed moves its progress from 0% to 100%", async ({
  page,
}) => {
  await signIn(page, "admin@acme.test", null);
  const supplierCase = await createCaseViaApi(page, { title: uniqueTitle("Audit follow-up") });
  await openCasePage(page, supplierCase);
  await expect(page.getByText("No tasks", { exact: true })).toBeVisible();

  await openCaseTab(page, "Tasks");
  await expect(page.getByText("There are currently no tasks on this case.")).toBeVisible();
  const taskTitle = "Request the corrective action plan";
  await page.getByRole("textbox", { name: "Task title" }).fill(taskTitle);
  await expect(page.getByText(`${taskTitle.length}/250`)).toBeVisible();
  await page.getByRole("button", { name: "Add task" }).click();

  const task = page.getByTestId("task").filter({ hasText: taskTitle });
  await expect(task).toHaveAttribute("data-status", "to_do");
  await expect(task).toContainText("Unassigned");
  await expect(page.getByRole("textbox", { name: "Task title" })).toHaveValue("");
  const progress = page.getByRole("progressbar", { name: "Tasks closed" });
  await expect(progress).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("0%", { exact: true })).toBeVisible();

  // The box follows the saved task: it turns when the server has answered.
  await task.getByRole("checkbox", { name: `Mark "${taskTitle}" complete` }).click();
  await expect(task).toHaveAttribute("data-status", "complete");
  await expect(progress).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByText("100%", { exact: true })).toBeVisible();

  // Saved: a fresh load shows the same.
  await page.reload();
  await expect(page.getByText("100%", { exact: true })).toBeVisible();
  await openCaseTab(page, "Tasks");
  await expect(
    page
      .getByTestId("task")
      .filter({ hasText: taskTitle })
      .getByRole("checkbox", { name: `Mark "${taskTitle}" as to do` }),
  ).toBeChecked();
});
