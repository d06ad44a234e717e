import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "#web/components/ui/button.tsx";

interface StepShellProps {
  title: string;
  description: string;
  children: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  submitLabel: string;
  pending: boolean;
  pendingLabel: string;
}

/** One step: its heading (focused when the step appears, for screen readers), fields, and the
 * back and next buttons. */
export function StepShell({
  title,
  description,
  children,
  onSubmit,
  onBack,
  submitLabel,
  pending,
  pendingLabel,
}: StepShellProps) {
  const { t } = useTranslation("onboarding");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="grid gap-1">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
            {t("back")}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
