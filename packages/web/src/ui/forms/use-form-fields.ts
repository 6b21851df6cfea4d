import { type ChangeEvent, useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, firstErrorField, hasErrors } from "./form-errors.ts";

type FocusableElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Small form state for the auth and account forms: values, field errors shown under the fields,
 * form-level messages for the alert, and focus moved to the first invalid field after a submit.
 */
export function useFormFields<Field extends string>(
  order: readonly Field[],
  initial: Record<Field, string>,
) {
  const [values, setValues] = useState<Record<Field, string>>(initial);
  const [errors, setErrorsState] = useState<FieldErrors<Field>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const elements = useRef(new Map<Field, FocusableElement>());
  const refCallbacks = useRef(new Map<Field, (element: FocusableElement | null) => void>());

  // Focus after the render that attached the error text, so it is announced with the field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per focus request.
  useEffect(() => {
    if (focusRequest === 0) return;
    const field = firstErrorField(errors, order);
    if (field !== undefined) elements.current.get(field)?.focus();
  }, [focusRequest]);

  const setValue = useCallback((field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrorsState((current) =>
      current[field] === undefined ? current : { ...current, [field]: undefined },
    );
  }, []);

  /** Shows field and form errors; returns true when there was anything to show. */
  const showErrors = useCallback((fieldErrors: FieldErrors<Field>, form: string[] = []) => {
    setErrorsState(fieldErrors);
    setFormErrors(form);
    if (hasErrors(fieldErrors)) setFocusRequest((count) => count + 1);
    return hasErrors(fieldErrors) || form.length > 0;
  }, []);

  const clearErrors = useCallback(() => {
    setErrorsState({});
    setFormErrors([]);
  }, []);

  const refFor = useCallback((field: Field) => {
    let callback = refCallbacks.current.get(field);
    if (!callback) {
      callback = (element: FocusableElement | null) => {
        if (element) elements.current.set(field, element);
        else elements.current.delete(field);
      };
      refCallbacks.current.set(field, callback);
    }
    return callback;
  }, []);

  /** Moves focus to a field, e.g. when a form is revealed. */
  const focusField = useCallback((field: Field) => {
    elements.current.get(field)?.focus();
  }, []);

  /** Props for a Mantine text-like input bound to a field (error text is linked by Mantine). */
  const inputProps = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.currentTarget.value),
    error: errors[field],
    ref: refFor(field),
  });

  return {
    values,
    setValues,
    setValue,
    errors,
    formErrors,
    showErrors,
    clearErrors,
    refFor,
    focusField,
    inputProps,
  };
}
