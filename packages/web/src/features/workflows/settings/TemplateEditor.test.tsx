import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { WorkflowDefinition } from "@tierwise/common/workflows/definition";
import { workflowMessages } from "@tierwise/common/workflows/messages";
import { describe, expect, it } from "vitest";
import { type Mock, renderAppUi } from "../../../testing/render-app-ui.tsx";
import { buildTemplateRow, workflowSession } from "../workflow-fixtures.ts";
import {
  CREATE_WORKFLOW_TEMPLATE,
  type WorkflowTemplateInput,
} from "../workflow-templates.graphql.ts";
import { TemplateEditorPage } from "./TemplateEditorPage.tsx";

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** The create mutation, answering success and keeping what the editor sent. */
function createMock(sent: WorkflowTemplateInput[]): Mock {
  return {
    request: { query: CREATE_WORKFLOW_TEMPLATE, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as WorkflowTemplateInput;
      sent.push(input);
      const row = buildTemplateRow({
        id: "template-9",
        name: input.name,
        tag: input.tag,
        shipped: false,
      });
      return {
        data: {
          createWorkflowTemplate: {
            __typename: "WorkflowTemplateSuccess",
            template: {
              ...row,
              current: { ...row.current, definition: input.definition },
              versions: [row.current],
            },
          },
        },
      };
    },
  };
}

function renderEditor(mocks: Mock[]) {
  return renderAppUi(<TemplateEditorPage />, {
    path: "/settings/workflows/new",
    route: "/settings/workflows/:id",
    session: workflowSession({ admin: true }),
    mocks,
  });
}

const questionCard = (number: number) =>
  screen.getByRole("region", { name: new RegExp(`^Question ${number}\\b`) });

/** Picks an option of a Mantine Select by the select's label and the option's text. */
async function choose(container: HTMLElement, label: string | RegExp, option: string | RegExp) {
  const select = within(container).getByRole("combobox", { name: label });
  fireEvent.click(select);
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute("aria-controls") ?? "");
    if (!found) throw new Error(`no options of ${String(label)}`);
    return found;
  });
  fireEvent.click(within(listbox).getByRole("option", { name: option, hidden: true }));
}

async function fillBasics() {
  fireEvent.change(await screen.findByRole("textbox", { name: "Name" }), {
    target: { value: "Subcontracting check" },
  });
  fireEvent.change(screen.getByRole("textbox", { name: /^Tag/ }), {
    target: { value: "subcontracting" },
  });
  fireEvent.change(screen.getByRole("textbox", { name: "Section title" }), {
    target: { value: "Labour" },
  });
  const first = questionCard(1);
  fireEvent.change(within(first).getByRole("textbox", { name: "Question" }), {
    target: { value: "Do you use subcontractors?" },
  });
}

describe("the workflow template editor", { timeout: 90_000 }, () => {
  it("says that saving makes a new version", async () => {
    renderEditor([]);
    expect((await screen.findByTestId("version-note")).textContent).toContain(
      "Saving makes version 1",
    );
  });

  it("saves a conditional question and per-answer scores and red flags in the definition", async () => {
    const sent: WorkflowTemplateInput[] = [];
    renderEditor([createMock(sent)]);
    await fillBasics();
    fireEvent.click(screen.getByRole("button", { name: "Add question to Labour" }));
    const second = await waitFor(() => questionCard(2));
    fireEvent.change(within(second).getByRole("textbox", { name: "Question" }), {
      target: { value: "Name your subcontractors" },
    });
    await choose(second, "Answer type", "Text");
    await choose(
      second,
      "Show “Name your subcontractors”",
      "When “Do you use subcontractors?” is …",
    );
    // The first question's editor did not re-render for those changes; its own changes must
    // still keep them.
    const first = questionCard(1);
    fireEvent.change(within(first).getByRole("textbox", { name: "Red flag: Yes" }), {
      target: { value: "Uses subcontractors" },
    });
    fireEvent.change(within(first).getByRole("textbox", { name: "Points: No" }), {
      target: { value: "10" },
    });

    fireEvent.click(screen.getByRole("button", { name: "Create template" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const definition = sent[0]?.definition as WorkflowDefinition;
    const step = definition.steps[0];
    if (step?.kind !== "questionnaire") throw new Error("expected a questionnaire first");
    const [asked, followUp] = step.questionnaire.sections[0]?.questions ?? [];
    expect(asked).toMatchObject({
      kind: "yesNo",
      label: "Do you use subcontractors?",
      yes: { points: 0, redFlag: "Uses subcontractors" },
      no: { points: 10 },
    });
    expect(followUp).toMatchObject({
      kind: "text",
      label: "Name your subcontractors",
      condition: { questionId: asked?.id, anyOf: [true] },
    });
    expect(definition.steps.map((each) => each.kind)).toEqual([
      "questionnaire",
      "review",
      "decision",
    ]);
  });

  it("refuses a condition that looks at a later question, where it is, without saving", async () => {
    const sent: WorkflowTemplateInput[] = [];
    renderEditor([createMock(sent)]);
    await fillBasics();
    fireEvent.click(screen.getByRole("button", { name: "Add question to Labour" }));
    const second = await waitFor(() => questionCard(2));
    fireEvent.change(within(second).getByRole("textbox", { name: "Question" }), {
      target: { value: "Name your subcontractors" },
    });
    await choose(
      second,
      "Show “Name your subcontractors”",
      "When “Do you use subcontractors?” is …",
    );
    // Moved above the question it looks at, the condition looks forward.
    fireEvent.click(
      within(second).getByRole("button", { name: "Move question “Name your subcontractors” up" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Create template" }));
    const moved = await waitFor(() => questionCard(1));
    expect(await within(moved).findByText(workflowMessages.conditionOrder)).toBeTruthy();
    expect(screen.getByTestId("template-problems").textContent).toContain(
      `Step 1 › Section 1 › Question 1: ${workflowMessages.conditionOrder}`,
    );
    expect(sent).toHaveLength(0);
  });
});
