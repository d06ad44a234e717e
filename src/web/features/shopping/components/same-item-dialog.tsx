import { useTranslation } from "react-i18next";
import { addQuantities } from "#shared/shopping/quantity.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import type { Choice, Offer } from "#web/features/shopping/components/same-item-offer.tsx";

/** «Already on the list»: raise its quantity, add a second line, or cancel (`useAddToList`). */
export function SameItemDialog({ offer }: { offer: Offer | null }) {
  const { t } = useTranslation("shopping");
  const choose = (choice: Choice) => offer?.resolve(choice);
  const current = offer?.same.quantity ?? null;
  const result = offer ? addQuantities(current, offer.input.quantity ?? null) : "";
  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && choose(null)}>
      <DialogContent role="alertdialog" closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("sameItem.title", { name: offer?.same.name ?? "" })}</DialogTitle>
          <DialogDescription>
            {current
              ? t("sameItem.current", { quantity: current, result })
              : t("sameItem.noQuantity", { result })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="ghost" onClick={() => choose(null)}>
            {t("dialog.cancel")}
          </Button>
          <Button type="button" variant="outline" onClick={() => choose("add")}>
            {t("sameItem.separate")}
          </Button>
          <Button type="button" onClick={() => choose("bump")}>
            {t("sameItem.bump")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
