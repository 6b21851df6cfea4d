import { type FormEvent, useEffect, useRef, useState } from "react";

/** Field messages keyed by a value's path ("name", "featureFlags.alerts", "customView.logo"). */
export type PathErrors = Record<string, string | undefined>;

const hasPathErrors = (errors: PathErrors) => Object.values(errors).some(Boolean);

/**
 * State of a form whose values are one object with nested parts (the organisation form,
 * branding): values, field messages by path, form messages for the alert, a busy flag, and
 * focus on the first invalid field after a failed submit. `submit` runs the client check first,
 * then the caller's request, and shows whatever it answers.
 */
export function useObjectForm<Values>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<PathErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Focus after the render that marked the field invalid, so its message is announced with it.
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  /** Applies a change and clears the messages of the paths it touched. */
  function change(patch: Partial<Values>, ...paths: string[]) {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      if (!paths.some((path) => current[path] !== undefined)) return current;
      const next = { ...current };
      for (const path of paths) delete next[path];
      return next;
    });
  }

  function showErrors(fields: PathErrors, form: string[]) {
    setErrors(fields);
    setFormErrors(form);
    if (hasPathErrors(fields)) setFocusRequest((count) => count + 1);
  }

  /** An onSubmit handler: `validate` runs first; `send` returns the messages to show (none on success). */
  function submitWith(
    validate: (values: Values) => PathErrors,
    send: (values: Values) => Promise<{ fields: PathErrors; form: string[] }>,
  ) {
    return async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      const invalid = validate(values);
      if (hasPathErrors(invalid)) {
        showErrors(invalid, []);
        return;
      }
      setBusy(true);
      try {
        const outcome = await send(values);
        showErrors(outcome.fields, outcome.form);
      } finally {
        setBusy(false);
      }
    };
  }

  return {
    values,
    setValues,
    errors,
    setErrors,
    formErrors,
    busy,
    formRef,
    change,
    showErrors,
    submitWith,
  };
}
