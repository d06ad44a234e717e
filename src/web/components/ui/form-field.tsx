import { cloneElement, type ReactElement, useId } from "react";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";

interface FormFieldProps {
  label: string;
  error?: string;
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
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error || invalidBy ? true : undefined,
        "aria-describedby": error ? errorId : invalidBy,
      })}
      {hint}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
