import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { inventoryCategories, inventoryUnits } from "#shared/domain/catalog.ts";
import { defaultReorderThreshold, defaultUnit } from "#shared/pantry/stock.ts";
import {
  type PantryItemInput,
  type PantryItemValues,
  type PantryItemView,
  pantryItemSchema,
} from "#shared/schemas/pantry.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCreatePantryItem, useUpdatePantryItem } from "#web/features/pantry/api/pantry-api.ts";
import { ApiError } from "#web/lib/api-client.ts";

interface PantryItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this item; adding a new one when absent. */
  item?: PantryItemView;
}

/** Every field is text in the form; the shared schema reads the numbers (spec §5: quantity
 * parsed as a number, default 0; threshold default 2; unit default 'unidad'). */
function formValues(item?: PantryItemView): PantryItemInput {
  return {
    name: item?.name ?? "",
    qtyOnHand: item ? String(item.qtyOnHand) : "",
    unit: item?.unit ?? defaultUnit,
    reorderThreshold: String(item?.reorderThreshold ?? defaultReorderThreshold),
    category: (item?.category as PantryItemInput["category"]) ?? "Otros",
    location: item?.location ?? "",
    expiryDate: item?.expiryDate ?? "",
    notes: item?.notes ?? "",
  };
}

export function PantryItemDialog({ open, onOpenChange, item }: PantryItemDialogProps) {
  const { t } = useTranslation("pantry");
  const create = useCreatePantryItem();
  const update = useUpdatePantryItem();
  const form = useForm<PantryItemInput, unknown, PantryItemValues>({
    resolver: zodResolver(pantryItemSchema),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const fieldError = (message?: string) => (message ? t(`validation:${message}`) : undefined);

  useEffect(() => {
    if (open) form.reset(formValues(item));
  }, [open, item, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      if (item) {
        await update.mutateAsync({ id: item.id, ...values });
        toast.success(t("toasts.updated"), { description: values.name });
      } else {
        await create.mutateAsync(values);
        toast.success(t("toasts.added"), { description: values.name });
      }
      onOpenChange(false);
    } catch (error) {
      for (const [field, message] of Object.entries(
        error instanceof ApiError ? error.fields : {},
      )) {
        form.setError(field as keyof PantryItemInput, { message });
      }
      toast.error(item ? t("toasts.updateFailed") : t("toasts.addFailed"), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{item ? t("dialog.editTitle") : t("dialog.addTitle")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField label={t("dialog.fields.name")} error={fieldError(errors.name?.message)}>
            <Input
              autoComplete="off"
              placeholder={t("dialog.placeholders.name")}
              {...form.register("name")}
            />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField
              label={t("dialog.fields.quantity")}
              error={fieldError(errors.qtyOnHand?.message)}
            >
              <Input inputMode="decimal" placeholder="0" {...form.register("qtyOnHand")} />
            </FormField>
            <FormField label={t("dialog.fields.unit")} error={fieldError(errors.unit?.message)}>
              <NativeSelect {...form.register("unit")}>
                {inventoryUnits.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`units.${unit}.other`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t("dialog.fields.threshold")}
              error={fieldError(errors.reorderThreshold?.message)}
            >
              <Input inputMode="decimal" {...form.register("reorderThreshold")} />
            </FormField>
            <FormField
              label={t("dialog.fields.category")}
              error={fieldError(errors.category?.message)}
            >
              <NativeSelect {...form.register("category")}>
                {inventoryCategories.map((category) => (
                  <option key={category} value={category}>
                    {t(`categories.${category}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label={t("dialog.fields.location")}
              error={fieldError(errors.location?.message)}
            >
              <Input
                autoComplete="off"
                placeholder={t("dialog.placeholders.location")}
                {...form.register("location")}
              />
            </FormField>
            <FormField
              label={t("dialog.fields.expiryDate")}
              error={fieldError(errors.expiryDate?.message)}
              className="min-w-0"
            >
              <Input type="date" className="min-w-0" {...form.register("expiryDate")} />
            </FormField>
          </div>
          <FormField label={t("dialog.fields.notes")} error={fieldError(errors.notes?.message)}>
            <Textarea {...form.register("notes")} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting
                ? t("dialog.submitting")
                : item
                  ? t("dialog.submitEdit")
                  : t("dialog.submitAdd")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
