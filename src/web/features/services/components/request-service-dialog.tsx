import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { z } from "zod";
import { serviceTypes } from "#shared/domain/services.ts";
import {
  type CreateServiceRequestInput,
  createServiceRequestSchema,
} from "#shared/schemas/services.ts";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCreateServiceRequest } from "#web/features/services/api/services-api.ts";
import { PhotoPicker } from "#web/features/services/components/photo-picker.tsx";

type RequestValues = z.output<typeof createServiceRequestSchema>;

/** The browser's today, as the date input's minimum (the server checks the household's). */
function todayHere(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** 'Solicitar Servicio': type required; description, availability, preferred day and photos
 * optional. */
export function RequestServiceDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("services");
  const [photos, setPhotos] = useState<File[]>([]);
  const create = useCreateServiceRequest();
  const form = useForm<CreateServiceRequestInput, unknown, RequestValues>({
    resolver: zodResolver(createServiceRequestSchema),
    mode: "onTouched",
    defaultValues: { description: "", availabilityNotes: "", scheduledDate: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset();
      setPhotos([]);
    }
  };

  const submit = useDialogSubmit(form, {
    failed: t("toasts.createFailed"),
    save: async (values) => {
      const { failedPhotos } = await create.mutateAsync({ ...values, photos });
      toast.success(t("toasts.created"), { description: t("toasts.createdDescription") });
      if (failedPhotos.length > 0) {
        toast.error(t("toasts.photosFailed"), {
          description: failedPhotos.map((photo) => `${photo.name}: ${photo.message}`).join(" · "),
          duration: 10_000,
        });
      }
      changeOpen(false);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      title={t("dialog.title")}
      description={t("dialog.description")}
    >
      <DialogForm onSubmit={submit}>
        <FormField label={t("dialog.fields.serviceType")} error={errors.serviceType}>
          <NativeSelect {...form.register("serviceType")}>
            <option value="">{t("dialog.chooseType")}</option>
            {serviceTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("dialog.fields.description")} error={errors.description}>
          <Textarea
            placeholder={t("dialog.placeholders.description")}
            {...form.register("description")}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("dialog.fields.availability")} error={errors.availabilityNotes}>
            <Input
              autoComplete="off"
              placeholder={t("dialog.placeholders.availability")}
              {...form.register("availabilityNotes")}
            />
          </FormField>
          <FormField label={t("dialog.fields.scheduledDate")} error={errors.scheduledDate}>
            <Input
              type="date"
              min={todayHere()}
              className="min-w-0"
              {...form.register("scheduledDate")}
            />
          </FormField>
        </div>
        <PhotoPicker photos={photos} onChange={setPhotos} />
        <FormActions
          cancelLabel={t("dialog.cancel")}
          submitLabel={t("dialog.submit")}
          submittingLabel={t("dialog.submitting")}
          submitting={isSubmitting}
        />
      </DialogForm>
    </FormDialog>
  );
}
