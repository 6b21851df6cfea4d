import { Box } from "@mantine/core";
import { messages } from "@tierwise/common/messages";
import {
  isEmptyDocument,
  type MentionNode,
  type RichTextDocument,
} from "@tierwise/common/rich-text";
import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from "react";
import { createEditor, type Descendant, Editor, Transforms } from "slate";
import { withHistory } from "slate-history";
import {
  Editable,
  ReactEditor,
  type RenderElementProps,
  type RenderPlaceholderProps,
  Slate,
  withReact,
} from "slate-react";
import { EditorElement } from "./EditorElement.tsx";
import { EditorLeaf } from "./EditorLeaf.tsx";
import { EditorToolbar } from "./EditorToolbar.tsx";
import { currentMention, insertMention, type MentionMatch, toggleMark } from "./editor-commands.ts";
import { indentListItem, listItemAbove, outdentListItem } from "./editor-lists.ts";
import { fromEditorValue, initialEditorValue, toEditorValue } from "./editor-value.ts";
import { MentionLabel } from "./MentionLabel.tsx";
import { MentionSuggestions } from "./MentionSuggestions.tsx";
import type { MentionOption } from "./mention-option.ts";
import classes from "./rich-text.module.css";
import { withRichText } from "./with-rich-text.ts";

/** Spec 1 §9: editor sizes, as the editable area's minimum height. */
const sizes = { xs: "2.5rem", sm: "4.5rem", md: "7rem", lg: "10rem", none: 0, auto: undefined };

export type RichTextEditorProps = {
  /** Accessible name of the editable area. */
  label: string;
  /** Starting content; used only when it matches the document schema (spec 1 §5). */
  initialValue?: unknown;
  /** The owner's copy of the content: when it becomes empty, the editor clears itself (spec 1 §4). */
  value?: RichTextDocument;
  onChange: (document: RichTextDocument) => void;
  placeholder?: string;
  size?: keyof typeof sizes;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Called with the "@…" query being typed, or null when there is none. */
  onMentionQuery?: (query: string | null) => void;
  mentionOptions?: readonly MentionOption[];
  mentionsLoading?: boolean;
  /** How a mention is shown, e.g. with a recipient card; "@Name" by default. */
  renderMention?: (mention: MentionNode) => ReactNode;
};

const hotkeyMarks = { b: "bold", i: "italics", u: "underline" } as const;

/**
 * Slate shows its placeholder at a third of the text's opacity, under 4.5:1 (axe color-contrast):
 * the theme's dimmed colour, which is readable, at full opacity instead.
 */
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span
      {...attributes}
      style={{ ...attributes.style, opacity: 1, color: "var(--mantine-color-dimmed)" }}
    >
      {children}
    </span>
  );
}

/**
 * The note and comment editor (Slate): paragraphs, two heading levels, nested lists, links and
 * mentions; bold, italics, underline and colour. The document rules come from common
 * (rich-text.ts, rich-text-editing.ts); what leaves the editor always matches the schema.
 */
export function RichTextEditor({
  label,
  initialValue,
  value,
  onChange,
  placeholder,
  size = "sm",
  disabled = false,
  autoFocus = false,
  onMentionQuery,
  mentionOptions = [],
  mentionsLoading = false,
  renderMention = (mention) => <MentionLabel mention={mention} />,
}: RichTextEditorProps) {
  const editor = useMemo(() => withRichText(withHistory(withReact(createEditor()))), []);
  const [initial] = useState(() => initialEditorValue(initialValue) as Descendant[]);
  const [mention, setMention] = useState<MentionMatch | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const listId = useId();
  const lastQuery = useRef<string | null>(null);
  const emptyValue = value !== undefined && isEmptyDocument(value);

  // The owner cleared its value (saved, cancelled): the editor follows.
  useEffect(() => {
    if (!emptyValue || isEmptyDocument(fromEditorValue(editor.children))) return;
    Editor.withoutNormalizing(editor, () => {
      Transforms.deselect(editor);
      editor.children = toEditorValue([{ type: "paragraph", children: [{ text: "" }] }]);
    });
    editor.onChange();
  }, [editor, emptyValue]);

  const reportMention = (match: MentionMatch | null) => {
    setMention(match);
    const query = match?.query ?? null;
    if (query !== lastQuery.current) {
      lastQuery.current = query;
      setActiveIndex(0);
      onMentionQuery?.(query);
    }
  };

  const choose = (option: MentionOption) => {
    if (!mention) return;
    insertMention(editor, mention.range, option.mention);
    reportMention(null);
    ReactEditor.focus(editor as ReactEditor);
  };

  const renderElement = useCallback(
    (props: RenderElementProps) => <EditorElement {...props} renderMention={renderMention} />,
    [renderMention],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mention && (mentionOptions.length > 0 || event.key === "Escape")) {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActiveIndex((index) => (index + step + mentionOptions.length) % mentionOptions.length);
        return;
      }
      if (event.key === "Enter" || event.key === "Tab") {
        const option = mentionOptions[activeIndex];
        if (option) {
          event.preventDefault();
          choose(option);
          return;
        }
      }
      if (event.key === "Escape") {
        event.preventDefault();
        reportMention(null);
        return;
      }
    }
    if (event.key === "Tab" && listItemAbove(editor)) {
      // In a list Tab changes the depth; elsewhere it moves focus as usual.
      event.preventDefault();
      if (event.shiftKey) outdentListItem(editor);
      else indentListItem(editor);
      return;
    }
    const key = event.key.toLowerCase();
    if ((event.metaKey || event.ctrlKey) && !event.altKey && key in hotkeyMarks) {
      event.preventDefault();
      toggleMark(editor, hotkeyMarks[key as keyof typeof hotkeyMarks]);
    }
  };

  return (
    <Box className={`${classes.editor} ${classes.document}`}>
      <Slate
        editor={editor}
        initialValue={initial}
        onChange={() => {
          reportMention(currentMention(editor));
          if (editor.operations.some((operation) => operation.type !== "set_selection")) {
            onChange(fromEditorValue(editor.children));
          }
        }}
      >
        <div className={classes.toolbar}>
          <EditorToolbar disabled={disabled} />
        </div>
        <Editable
          aria-label={label}
          aria-multiline
          aria-expanded={mention ? true : undefined}
          aria-controls={mention ? listId : undefined}
          aria-activedescendant={
            mention && mentionOptions.length > 0 ? `${listId}-${activeIndex}` : undefined
          }
          className={classes.editable}
          style={{ minHeight: sizes[size] }}
          readOnly={disabled}
          autoFocus={autoFocus}
          placeholder={placeholder}
          renderPlaceholder={renderPlaceholder}
          renderElement={renderElement}
          renderLeaf={EditorLeaf}
          onKeyDown={handleKeyDown}
          onBlur={() => reportMention(null)}
        />
        {mention ? (
          <MentionSuggestions
            id={listId}
            options={mentionOptions}
            activeIndex={activeIndex}
            loading={mentionsLoading}
            emptyLabel={messages.noResults}
            onChoose={choose}
          />
        ) : null}
      </Slate>
    </Box>
  );
}
