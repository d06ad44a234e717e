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
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCreatePantryItem, useUpdatePantryItem } from "#web/features/pantry/api/pantry-api.ts";

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

  useEffect(() => {
    if (open) form.reset(formValues(item));
  }, [open, item, form]);

  const submit = useDialogSubmit(form, {
    failed: item ? t("toasts.updateFailed") : t("toasts.addFailed"),
    save: async (values) => {
      if (item) {
        await update.mutateAsync({ id: item.id, ...values });
        toast.success(t("toasts.updated"), { description: values.name });
      } else {
        await create.mutateAsync(values);
        toast.success(t("toasts.added"), { description: values.name });
      }
      onOpenChange(false);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={t("dialog.description")}
    >
      <DialogForm onSubmit={submit}>
        <FormField label={t("dialog.fields.name")} error={errors.name}>
          <Input
            autoComplete="off"
            placeholder={t("dialog.placeholders.name")}
            {...form.register("name")}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t("dialog.fields.quantity")} error={errors.qtyOnHand}>
            <Input inputMode="decimal" placeholder="0" {...form.register("qtyOnHand")} />
          </FormField>
          <FormField label={t("dialog.fields.unit")} error={errors.unit}>
            <NativeSelect {...form.register("unit")}>
              {inventoryUnits.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`units.${unit}.other`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("dialog.fields.threshold")} error={errors.reorderThreshold}>
            <Input inputMode="decimal" {...form.register("reorderThreshold")} />
          </FormField>
          <FormField label={t("dialog.fields.category")} error={errors.category}>
            <NativeSelect {...form.register("category")}>
              {inventoryCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label={t("dialog.fields.location")} error={errors.location}>
            <Input
              autoComplete="off"
              placeholder={t("dialog.placeholders.location")}
              {...form.register("location")}
            />
          </FormField>
          <FormField
            label={t("dialog.fields.expiryDate")}
            error={errors.expiryDate}
            className="min-w-0"
          >
            <Input type="date" className="min-w-0" {...form.register("expiryDate")} />
          </FormField>
        </div>
        <FormField label={t("dialog.fields.notes")} error={errors.notes}>
          <Textarea {...form.register("notes")} />
        </FormField>
        <FormActions
          cancelLabel={t("dialog.cancel")}
          submitLabel={item ? t("dialog.submitEdit") : t("dialog.submitAdd")}
          submittingLabel={t("dialog.submitting")}
          submitting={isSubmitting}
        />
      </DialogForm>
    </FormDialog>
  );
}
