import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { QuickLine } from "#shared/schemas/quick-add.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { readQuickLine } from "#web/lib/quick-line.ts";

/**
 * One line to type a task or an event as one says it ("pagar la luz el viernes"), Enter, and keep
 * typing: like the shopping list's quick add. The day and time are read on the server; `onAdd`
 * creates the thing and the line empties.
 */
export function QuickLineForm({
  label,
  placeholder,
  onAdd,
}: {
  label: string;
  placeholder: string;
  onAdd: (line: QuickLine) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation("conveniences");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError(t("validation:titleRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onAdd(await readQuickLine(text, i18n.language));
      setText("");
    } catch (failure) {
      setError(errorText(failure, t, t("quickAdd.failed")));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-12 text-base"
        />
        <Button type="submit" size="lg" disabled={busy} className="h-12 px-4">
          <Plus aria-hidden />
          {t("quickAdd.submit")}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
