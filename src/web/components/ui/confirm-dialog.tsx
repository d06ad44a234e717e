import { type ReactNode, useId, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Shown on the button while `pending`; the confirm label otherwise. */
  pendingLabel?: string;
  cancelLabel: string;
  closeLabel: string;
  destructive?: boolean;
  pending?: boolean;
  /** For what cannot be undone: the confirm button waits until this text is typed (any case). */
  typedConfirmation?: { label: string; expected: string };
  /** Shown in the dialog, e.g. the server's reason for refusing. */
  error?: string | null;
  /** Receives the typed confirmation ("" when none is asked for). */
  onConfirm: (typed: string) => void;
}

/** "Are you sure?" for actions that remove or hand over something. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  closeLabel,
  destructive = false,
  pending = false,
  typedConfirmation,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const matches =
    !typedConfirmation ||
    typed.trim().toLocaleLowerCase() === typedConfirmation.expected.trim().toLocaleLowerCase();
  const change = (next: boolean) => {
    if (!next) setTyped("");
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      {/* alertdialog: it interrupts to ask about something that cannot be taken back. */}
      <DialogContent role="alertdialog" closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            // React bubbles a submit through the portal: a confirmation asked from inside another
            // form (delete in the event form) must not also submit that form.
            event.stopPropagation();
            if (matches && !pending) onConfirm(typed.trim());
          }}
        >
          {typedConfirmation && (
            <div className="grid gap-1.5">
              <Label htmlFor={inputId}>{typedConfirmation.label}</Label>
              <Input
                id={inputId}
                value={typed}
                autoComplete="off"
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => change(false)}>
              {cancelLabel}
            </Button>
            <Button
              type="submit"
              variant={destructive ? "destructive" : "default"}
              disabled={!matches || pending}
            >
              {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
