import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { MealPlanEntry } from "#shared/meals/schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { cookQuery, useCookMeal } from "#web/features/meals/api/meals-api.ts";
import { amountText } from "#web/features/meals/components/meal-format.ts";
import { errorText } from "#web/lib/api-client.ts";

interface CookDialogProps {
  entry: MealPlanEntry | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Lo cocinamos': offers to take what the meal used out of the pantry. */
export function CookDialog({ entry, onOpenChange }: CookDialogProps) {
  const { t, i18n } = useTranslation("meals");
  const preview = useQuery({ ...cookQuery(entry?.id ?? ""), enabled: entry !== null });
  const cook = useCookMeal();
  const lines = preview.data?.lines ?? [];
  const language = i18n.language;

  const finish = (usePantry: boolean) => {
    if (!entry) return;
    cook.mutate(
      { id: entry.id, usePantry },
      {
        onSuccess: () => {
          toast.success(usePantry ? t("cook.done") : t("cook.doneNoPantry"), {
            description: entry.title,
          });
          onOpenChange(false);
        },
        onError: (failure) =>
          toast.error(t("cook.failed"), {
            description: errorText(failure, t),
          }),
      },
    );
  };

  return (
    <Dialog open={entry !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("cook.title", { meal: entry?.title ?? "" })}</DialogTitle>
          <DialogDescription>{t("cook.description")}</DialogDescription>
        </DialogHeader>
        {preview.isPending ? (
          <p className="text-muted-foreground">{t("cook.loading")}</p>
        ) : lines.length === 0 ? (
          <p className="text-muted-foreground">{t("cook.none")}</p>
        ) : (
          <ul className="grid gap-1 text-sm" aria-label={t("cook.description")}>
            {lines.map((line) => (
              <li key={line.pantryItemId} className="rounded-md bg-muted/60 px-3 py-2">
                {t("cook.line", {
                  item: line.pantryItemName,
                  amount: amountText(t, language, { amount: line.take, unit: line.unit }),
                  left: amountText(t, language, {
                    amount: Math.max(0, Math.round((line.qtyOnHand - line.take) * 1000) / 1000),
                    unit: line.unit,
                  }),
                })}
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={cook.isPending}
            onClick={() => finish(false)}
          >
            {t("cook.justCooked")}
          </Button>
          {lines.length > 0 && (
            <Button type="button" disabled={cook.isPending} onClick={() => finish(true)}>
              {t("cook.usePantry")}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
