import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { shoppingCategories } from "#shared/domain/catalog.ts";
import {
  addShoppingItemSchema,
  type ShoppingItem,
  type ShoppingList,
} from "#shared/schemas/shopping.ts";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useUpdateShoppingItem } from "#web/features/shopping/api/shopping-api.ts";
import { useAddToList } from "#web/features/shopping/components/same-item-offer.tsx";

/** The dialog's fields: the API's rules, with "" meaning "guess the aisle from the name". */
const itemFormSchema = addShoppingItemSchema.extend({
  category: z.union([z.literal(""), z.enum(shoppingCategories, { error: "categoryInvalid" })]),
  listId: z.string(),
});
type ItemFormInput = z.input<typeof itemFormSchema>;
type ItemFormValues = z.output<typeof itemFormSchema>;

interface ItemDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this item; adding a new one when absent. */
  item?: ShoppingItem;
  lists: ShoppingList[];
  listId: string | undefined;
  /** Called after a new item reached the list (added or bumped). */
  onAdded?: () => void;
}

export function ItemDialog({ open, onOpenChange, item, lists, listId, onAdded }: ItemDialogProps) {
  const { t } = useTranslation("shopping");
  const { addToList, offerDialog } = useAddToList();
  const update = useUpdateShoppingItem();
  const form = useForm<ItemFormInput, unknown, ItemFormValues>({
    resolver: zodResolver(itemFormSchema),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset({
      name: item?.name ?? "",
      quantity: item?.quantity ?? "",
      category: (item?.category as ItemFormInput["category"] | null) ?? "",
      notes: item?.notes ?? "",
      listId: item?.listId ?? listId ?? lists[0]?.id ?? "",
    });
  }, [open, item, listId, lists, form]);

  const submit = useDialogSubmit(form, {
    failed: item ? t("toasts.updateFailed") : t("toasts.addFailed"),
    save: async (values) => {
      const fields = {
        name: values.name,
        quantity: values.quantity,
        category: values.category || null,
        notes: values.notes,
      };
      if (item) {
        await update.mutateAsync({ id: item.id, ...fields });
        toast.success(t("toasts.updated"));
      } else {
        const outcome = await addToList({ ...fields, listId: values.listId || undefined });
        if (!outcome) return;
        onAdded?.();
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
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("dialog.fields.quantity")} error={errors.quantity}>
            <Input
              autoComplete="off"
              placeholder={t("dialog.placeholders.quantity")}
              {...form.register("quantity")}
            />
          </FormField>
          <FormField label={t("dialog.fields.category")} error={errors.category}>
            <NativeSelect {...form.register("category")}>
              <option value="">{t("dialog.autoCategory")}</option>
              {shoppingCategories.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField label={t("dialog.fields.notes")} error={errors.notes}>
          <Textarea placeholder={t("dialog.placeholders.notes")} {...form.register("notes")} />
        </FormField>
        {!item && lists.length > 0 && (
          <FormField label={t("dialog.fields.list")}>
            <NativeSelect {...form.register("listId")}>
              {lists.map((list) => (
                <option key={list.id} value={list.id}>
                  {list.name}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
        <FormActions
          cancelLabel={t("dialog.cancel")}
          submitLabel={item ? t("dialog.submitEdit") : t("dialog.submitAdd")}
          submittingLabel={t("dialog.submitting")}
          submitting={isSubmitting}
        />
      </DialogForm>
      {offerDialog}
    </FormDialog>
  );
}
