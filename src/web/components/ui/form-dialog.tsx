import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { showServerFieldErrors } from "#web/components/ui/form-field.tsx";
import { errorText } from "#web/lib/api-client.ts";

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog for screen readers, as its heading. */
  title: string;
  description: ReactNode;
  /** The form (`DialogForm`), and anything shown above the dialog from it. */
  children: ReactNode;
  className?: string;
}

/**
 * The shell of every add/edit dialog: titled and described for screen readers, focus on the first
 * field when it opens and back on the button that opened it when it closes (DialogContent), Esc
 * and the ✕ close it. Dialogs load apart from their page (`LazyDialog`, decision 008).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's form: the shared schemas validate it (the browser's own bubbles stay off). */
export function DialogForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {children}
    </form>
  );
}

interface FormActionsProps {
  cancelLabel: string;
  submitLabel: string;
  /** Said on the submit button while the form is being sent. */
  submittingLabel: string;
  submitting: boolean;
  /** False when the form is only shown (an event another member owns): no submit button. */
  canSubmit?: boolean;
  /** Actions on the other side, e.g. 'Eliminar'. */
  children?: ReactNode;
}

/** Cancel and submit at the foot of a form dialog; stacked, submit first, on a phone. */
export function FormActions({
  cancelLabel,
  submitLabel,
  submittingLabel,
  submitting,
  canSubmit = true,
  children,
}: FormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
      {children}
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogClose>
      {canSubmit && (
        <Button type="submit" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      )}
    </div>
  );
}

/**
 * A form dialog's submit: `save` gets the values the shared schema checked; when it fails, the
 * server's reasons go under their fields and a toast titled `failed` says why (`errorText`). No
 * toast when `failed` is absent: the mutation says it itself.
 */
export function useDialogSubmit<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  {
    save,
    failed,
    onFailed,
  }: {
    save: (values: Values) => Promise<void>;
    failed?: string;
    /** For reasons shown outside the form's fields. */
    onFailed?: (error: unknown) => void;
  },
) {
  const { t } = useTranslation();
  return form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      showServerFieldErrors(form, error);
      onFailed?.(error);
      if (failed) toast.error(failed, { description: errorText(error, t) });
    }
  });
}
