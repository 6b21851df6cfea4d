import {
  ActionIcon,
  Button,
  ColorSwatch,
  Group,
  Menu,
  Popover,
  Stack,
  TextInput,
  Tooltip,
} from "@mantine/core";
import {
  IconBold,
  IconClearFormatting,
  IconH1,
  IconH2,
  IconIndentDecrease,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconPalette,
  IconUnderline,
} from "@tabler/icons-react";
import { isAllowedLinkUrl } from "@tierwise/common/rich-text";
import { type ComponentPropsWithRef, type ReactNode, useState } from "react";
import { Editor } from "slate";
import { ReactEditor, useSlate } from "slate-react";
import {
  activeColour,
  canToggleLink,
  isHeadingActive,
  isLinkActive,
  isMarkActive,
  type Mark,
  setColour,
  toggleHeading,
  toggleLink,
  toggleMark,
} from "./editor-commands.ts";
import { isListElement, listItemAbove, outdentListItem, toggleList } from "./editor-lists.ts";

/** Text colours offered by the colour mark; stored as hex (the schema's colour rule). */
const colours = ["#c92a2a", "#e8590c", "#2f9e44", "#1971c2", "#6741d9", "#495057"] as const;

type ToolProps = {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
} & Pick<
  ComponentPropsWithRef<"button">,
  "ref" | "id" | "aria-expanded" | "aria-controls" | "aria-haspopup"
>;

/** A toolbar button; what a popover's target adds (ref, id, aria-*) goes on the button. */
function Tool({
  label,
  active = false,
  disabled = false,
  onClick,
  children,
  ...target
}: ToolProps) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        {...target}
        variant={active ? "light" : "subtle"}
        color={active ? undefined : "gray"}
        aria-label={label}
        aria-pressed={active}
        disabled={disabled}
        // Keep the editor's selection: a toolbar click must not blur the editor first.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

const markTools: { mark: Mark; label: string; icon: ReactNode }[] = [
  { mark: "bold", label: "Bold (Ctrl+B)", icon: <IconBold size={16} aria-hidden /> },
  { mark: "italics", label: "Italic (Ctrl+I)", icon: <IconItalic size={16} aria-hidden /> },
  { mark: "underline", label: "Underline (Ctrl+U)", icon: <IconUnderline size={16} aria-hidden /> },
];

function activeListType(editor: Editor): string | null {
  const entry = Editor.above(editor, { match: isListElement });
  return entry ? entry[0].type : null;
}

function LinkTool({ disabled }: { disabled: boolean }) {
  const editor = useSlate();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState("");
  const active = isLinkActive(editor);
  const valid = isAllowedLinkUrl(url.trim());
  const apply = () => {
    if (!valid) return;
    ReactEditor.focus(editor as ReactEditor);
    toggleLink(editor, url.trim());
    setOpened(false);
    setUrl("");
  };
  if (active) {
    return (
      <Tool label="Remove link" active disabled={disabled} onClick={() => toggleLink(editor, "")}>
        <IconLink size={16} aria-hidden />
      </Tool>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus withinPortal position="bottom-start">
      {/* The popover's aria-expanded and aria-controls go on the button itself: on a wrapping
          span they are not allowed (axe aria-allowed-attr). */}
      <Popover.Target>
        <Tool label="Link" disabled={disabled} onClick={() => setOpened((value) => !value)}>
          <IconLink size={16} aria-hidden />
        </Tool>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput
            label="Link address"
            size="xs"
            value={url}
            placeholder="https://"
            onChange={(event) => setUrl(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                apply();
              }
            }}
          />
          <Button size="xs" disabled={!valid} onClick={apply}>
            Add link
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Formatting buttons of the editor (spec 1 §9 "rich-text shortcuts"). */
export function EditorToolbar({ disabled = false }: { disabled?: boolean }) {
  const editor = useSlate();
  const listType = activeListType(editor);
  const colour = activeColour(editor);
  return (
    <Group gap={2} role="toolbar" aria-label="Formatting">
      {markTools.map((tool) => (
        <Tool
          key={tool.mark}
          label={tool.label}
          active={isMarkActive(editor, tool.mark)}
          disabled={disabled}
          onClick={() => toggleMark(editor, tool.mark)}
        >
          {tool.icon}
        </Tool>
      ))}
      <Menu withinPortal position="bottom-start">
        <Menu.Target>
          <ActionIcon
            variant={colour ? "light" : "subtle"}
            color={colour ?? "gray"}
            aria-label="Text colour"
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
          >
            <IconPalette size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {colours.map((value) => (
            <Menu.Item
              key={value}
              leftSection={<ColorSwatch color={value} size={14} />}
              onClick={() => setColour(editor, value)}
            >
              {value}
            </Menu.Item>
          ))}
          <Menu.Item onClick={() => setColour(editor, null)}>Default colour</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Tool
        label="Heading 1"
        active={isHeadingActive(editor, "heading-one")}
        disabled={disabled}
        onClick={() => toggleHeading(editor, "heading-one")}
      >
        <IconH1 size={16} aria-hidden />
      </Tool>
      <Tool
        label="Heading 2"
        active={isHeadingActive(editor, "heading-two")}
        disabled={disabled}
        onClick={() => toggleHeading(editor, "heading-two")}
      >
        <IconH2 size={16} aria-hidden />
      </Tool>
      <Tool
        label="Bulleted list"
        active={listType === "bulleted-list"}
        disabled={disabled}
        onClick={() => toggleList(editor, "bulleted-list")}
      >
        <IconList size={16} aria-hidden />
      </Tool>
      <Tool
        label="Numbered list"
        active={listType === "numbered-list"}
        disabled={disabled}
        onClick={() => toggleList(editor, "numbered-list")}
      >
        <IconListNumbers size={16} aria-hidden />
      </Tool>
      <Tool
        label="Outdent (Shift+Tab)"
        disabled={disabled || !listItemAbove(editor)}
        onClick={() => outdentListItem(editor)}
      >
        <IconIndentDecrease size={16} aria-hidden />
      </Tool>
      <LinkTool disabled={disabled || !canToggleLink(editor)} />
      <Tool
        label="Reset formatting"
        disabled={disabled}
        onClick={() => {
          for (const mark of ["bold", "italics", "underline", "colour"]) {
            Editor.removeMark(editor, mark);
          }
        }}
      >
        <IconClearFormatting size={16} aria-hidden />
      </Tool>
    </Group>
  );
}
