import { useState } from "react";

/**
 * An inline edit mode (spec 2 §2: title, description, GSCA, permissions): a draft of the saved
 * value, Cancel to drop it, Save to send it. Save is possible only when the draft differs, is
 * valid and nothing is being sent (spec 2 §5).
 */
export function useInlineEdit<T>(
  saved: T,
  save: (draft: T) => Promise<boolean>,
  isValid: (draft: T) => boolean = () => true,
) {
  const [draft, setDraft] = useState<T | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const editing = draft !== null;
  const pristine = !editing || JSON.stringify(draft) === JSON.stringify(saved);
  const canSave = editing && !pristine && !submitting && isValid(draft);
  return {
    editing,
    draft: draft ?? saved,
    setDraft: (next: T) => setDraft(next),
    start: () => setDraft(saved),
    cancel: () => setDraft(null),
    submitting,
    pristine,
    canSave,
    submit: async () => {
      if (!canSave || draft === null) return;
      setSubmitting(true);
      try {
        if (await save(draft)) setDraft(null);
      } finally {
        setSubmitting(false);
      }
    },
  };
}
