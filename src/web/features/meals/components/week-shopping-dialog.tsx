import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { WeekShoppingLine } from "#shared/meals/schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useAddWeekToShopping, weekShoppingQuery } from "#web/features/meals/api/meals-api.ts";
import { amountText } from "#web/features/meals/components/meal-format.ts";
import { errorText } from "#web/lib/api-client.ts";

interface WeekShoppingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  weekStart: string;
}

/** 'Agregar ingredientes a la lista': what the week needs, less the pantry, beside what the
 * list has, to look over (and untick) before anything is added. */
export function WeekShoppingDialog({ open, onOpenChange, weekStart }: WeekShoppingDialogProps) {
  const { t } = useTranslation("meals");
  const preview = useQuery({ ...weekShoppingQuery(weekStart), enabled: open });
  const add = useAddWeekToShopping();
  const [skipped, setSkipped] = useState<Set<string>>(new Set());
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (open && openedFor !== weekStart) {
    setOpenedFor(weekStart);
    setSkipped(new Set());
    setError(null);
  }
  if (!open && openedFor !== null) setOpenedFor(null);

  const lines = preview.data?.lines ?? [];
  const toBuy = lines.filter((line) => line.toBuy !== null);
  const covered = lines.filter((line) => line.toBuy === null);
  const chosen = toBuy.filter((line) => !skipped.has(line.key));
  const list = preview.data?.list;

  const toggle = (key: string) =>
    setSkipped((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const confirm = () =>
    add.mutate(
      { weekStart, skip: [...skipped] },
      {
        onSuccess: ({ added, merged }) => {
          toast.success(t("shopping.added"), {
            description: t("shopping.addedDetail", { added, merged }),
          });
          onOpenChange(false);
        },
        onError: (failure) => setError(errorText(failure, t, t("shopping.failed"))),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t("shopping.title")}</DialogTitle>
          <DialogDescription>
            {list
              ? t("shopping.description", { list: list.name })
              : t("shopping.descriptionNoList")}
          </DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <p className="py-6 text-center text-muted-foreground">{t("shopping.loading")}</p>
        ) : preview.isError ? (
          <p role="alert" className="text-destructive">
            {errorText(preview.error, t, t("loadFailed"))}
          </p>
        ) : lines.length === 0 ? (
          <p className="text-muted-foreground">{t("shopping.empty")}</p>
        ) : (
          <div className="grid gap-4">
            {toBuy.length === 0 ? (
              <p className="font-medium">{t("shopping.nothing")}</p>
            ) : (
              <ul className="grid gap-2" aria-label={t("shopping.title")}>
                {toBuy.map((line) => (
                  <li key={line.key}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary">
                      <input
                        type="checkbox"
                        className="mt-1 size-5 shrink-0"
                        checked={!skipped.has(line.key)}
                        onChange={() => toggle(line.key)}
                      />
                      <LineDetails line={line} />
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {covered.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">{t("shopping.covered")}</h3>
                <ul className="grid gap-2">
                  {covered.map((line) => (
                    <li
                      key={line.key}
                      className="flex items-start gap-3 rounded-md bg-muted/60 p-3 text-muted-foreground"
                    >
                      <Check className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
                      <LineDetails line={line} />
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t("shopping.cancel")}
          </Button>
          <Button type="button" disabled={chosen.length === 0 || add.isPending} onClick={confirm}>
            {t("shopping.add", { count: chosen.length })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function LineDetails({ line }: { line: WeekShoppingLine }) {
  const { t, i18n } = useTranslation("meals");
  const language = i18n.language;
  return (
    <span className="grid gap-0.5 text-sm">
      <span className="font-medium text-foreground">{line.name}</span>
      <span>
        {line.amount === null
          ? t("shopping.some")
          : t("shopping.needed", { amount: amountText(t, language, line) })}
        {line.inPantry &&
          ` · ${t("shopping.inPantry", { amount: amountText(t, language, line.inPantry) })}`}
      </span>
      {line.toBuy && (
        <span className="font-medium text-primary">
          {line.toBuy.amount === null
            ? t("shopping.buySome")
            : t("shopping.toBuy", { amount: amountText(t, language, line.toBuy) })}
        </span>
      )}
      {line.onList !== null && line.toBuy && (
        <span>{t("shopping.onList", { quantity: line.onList, after: line.after ?? "" })}</span>
      )}
      <span className="text-xs text-muted-foreground">
        {t("shopping.forMeals", { meals: line.meals.join(", ") })}
      </span>
    </span>
  );
}
