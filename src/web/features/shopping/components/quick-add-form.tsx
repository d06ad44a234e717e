import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { parseQuickAdd } from "#shared/shopping/quantity.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useAddToList } from "#web/features/shopping/components/same-item-offer.tsx";
import { errorText } from "#web/lib/api-client.ts";

/** Type "2 kg de arroz" or "aguacates x6", press Enter, keep typing: the aisle is guessed from
 * the name, and an item already to buy offers to raise its quantity instead of a second line. */
export function QuickAddForm({ listId }: { listId: string | undefined }) {
  const { t } = useTranslation("shopping");
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { addToList, offerDialog, isPending } = useAddToList();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const { name, quantity } = parseQuickAdd(text);
    if (!name.trim()) {
      setError(t("validation:itemNameRequired"));
      return;
    }
    setError(null);
    addToList({ name, quantity, listId }).then(
      (outcome) => {
        if (outcome) setText("");
      },
      (failure) =>
        toast.error(t("toasts.addFailed"), {
          description: errorText(failure, t),
        }),
    );
  };

  return (
    <>
      <form onSubmit={submit} noValidate className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {t("quickAdd.label")}
        </label>
        <div className="flex gap-2">
          <Input
            id={id}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            placeholder={t("quickAdd.placeholder")}
            autoComplete="off"
            enterKeyHint="done"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="h-12 text-base"
          />
          <Button type="submit" size="lg" disabled={isPending} className="h-12 px-4">
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
      {offerDialog}
    </>
  );
}
