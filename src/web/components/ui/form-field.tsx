import { cloneElement, type ReactElement, useCallback, useId } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Label } from "#web/components/ui/label.tsx";
import { fieldErrorsOf } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";

/** A form's error for one field: a text to show as it is, or react-hook-form's error — a key of
 * the validation namespace (the shared schemas' messages) or, marked `server`, the server's text
 * already in the reader's language. */
export type FieldMessage = string | { type?: string; message?: string } | undefined;

/** The one rule turning a field's error into what a person reads. */
export function useFieldMessage() {
  const { t } = useTranslation();
  return useCallback(
    (error: FieldMessage): string | undefined => {
      if (typeof error === "string" || error === undefined) return error || undefined;
      if (!error.message) return undefined;
      return error.type === "server" ? error.message : t(`validation:${error.message}`);
    },
    [t],
  );
}

/** The server's reasons for refusing a form's fields (a 400's `fields`), shown under the fields
 * the form has; the rest of the answer is for the toast (`errorText`). */
export function showServerFieldErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "getValues" | "setError">,
  error: unknown,
): void {
  const values = form.getValues() as Record<string, unknown>;
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    // "ingredients.0.name" belongs to the form when "ingredients" does.
    const [top = field] = field.split(".");
    if (top in values) form.setError(field as Path<Values>, { type: "server", message });
  }
}

interface FormFieldProps {
  label: string;
  error?: FieldMessage;
  hint?: React.ReactNode;
  className?: string;
  /** Marks the control invalid when its message is shown elsewhere (one "complete every field"
   * line for the whole form), pointing screen readers at that message. */
  invalidBy?: string;
  children: ReactElement<{ id?: string; "aria-invalid"?: boolean; "aria-describedby"?: string }>;
}

/** A labelled control with its error announced to screen readers. */
export function FormField({ label, error, hint, className, invalidBy, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const text = useFieldMessage()(error);
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": text || invalidBy ? true : undefined,
        "aria-describedby": text ? errorId : invalidBy,
      })}
      {hint}
      {text && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {text}
        </p>
      )}
    </div>
  );
}
