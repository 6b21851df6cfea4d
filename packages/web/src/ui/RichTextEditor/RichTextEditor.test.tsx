import { MantineProvider } from "@mantine/core";
import { render, screen, waitFor } from "@testing-library/react";
import { commentMessages } from "@tierwise/common/comments";
import { emptyDocument, type RichTextDocument } from "@tierwise/common/rich-text";
import { describe, expect, it, vi } from "vitest";
// Side effect: jsdom shims and cleanup after each test.
import "../../app/testing/render-with-session.tsx";
import { RichTextEditor } from "./RichTextEditor.tsx";

const bold: RichTextDocument = [
  { type: "paragraph", children: [{ text: "Plain " }, { text: "strong", bold: true }] },
  {
    type: "numbered-list",
    children: [{ type: "list-item", children: [{ text: "first" }] }],
  },
];

function renderEditor(props: Partial<Parameters<typeof RichTextEditor>[0]> = {}) {
  const onChange = vi.fn();
  const view = render(
    <MantineProvider env="test">
      <RichTextEditor
        label="Note"
        onChange={onChange}
        placeholder={commentMessages.editorPlaceholder}
        {...props}
      />
    </MantineProvider>,
  );
  return { ...view, onChange };
}

const textOf = () =>
  (screen.getByRole("textbox", { name: "Note" }).textContent ?? "").replace(/[\u200b\ufeff]/g, "");

describe("RichTextEditor", () => {
  it("starts with initial content that matches the document schema", () => {
    renderEditor({ initialValue: bold });
    expect(screen.getByText("strong").closest("strong")).toBeTruthy();
    expect(screen.getByText("first").closest("ol")).toBeTruthy();
  });

  it("starts empty, showing the placeholder, when the initial content fails the schema", async () => {
    renderEditor({
      initialValue: [{ type: "paragraph", children: [{ text: "x", colour: "red" }] }],
    });
    expect(textOf()).not.toContain("x");
    await waitFor(() =>
      expect(document.querySelector("[data-slate-placeholder]")?.textContent).toBe("Add a note..."),
    );
  });

  it("clears itself when its owner's value becomes an empty paragraph", async () => {
    const { rerender, onChange } = renderEditor({ initialValue: bold, value: bold });
    expect(textOf()).toContain("strong");
    rerender(
      <MantineProvider env="test">
        <RichTextEditor
          label="Note"
          onChange={onChange}
          initialValue={bold}
          value={emptyDocument()}
        />
      </MantineProvider>,
    );
    await waitFor(() => expect(textOf()).toBe(""));
  });

  it("offers link toggling only with a selection", () => {
    renderEditor({ initialValue: bold });
    expect(screen.getByRole("button", { name: "Link" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeTruthy();
  });
});
