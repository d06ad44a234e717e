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
import { useCreateServiceRequest } from "#web/features/services/api/services-api.ts";
import { PhotoPicker } from "#web/features/services/components/photo-picker.tsx";
import { ApiError } from "#web/lib/api-client.ts";

type RequestValues = z.output<typeof createServiceRequestSchema>;

const fieldNames = ["serviceType", "description", "availabilityNotes", "scheduledDate"];

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
  const fieldError = (message?: string) => (message ? t(`validation:${message}`) : undefined);

  const changeOpen = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset();
      setPhotos([]);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { failedPhotos } = await create.mutateAsync({ ...values, photos });
      toast.success(t("toasts.created"), { description: t("toasts.createdDescription") });
      if (failedPhotos.length > 0) {
        toast.error(t("toasts.photosFailed"), {
          description: failedPhotos.map((photo) => `${photo.name}: ${photo.message}`).join(" · "),
          duration: 10_000,
        });
      }
      changeOpen(false);
    } catch (error) {
      for (const [field, message] of Object.entries(
        error instanceof ApiError ? error.fields : {},
      )) {
        if (fieldNames.includes(field))
          form.setError(field as keyof CreateServiceRequestInput, { message });
      }
      toast.error(t("toasts.createFailed"), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    }
  });

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("dialog.title")}</DialogTitle>
          <DialogDescription>{t("dialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField
            label={t("dialog.fields.serviceType")}
            error={fieldError(errors.serviceType?.message)}
          >
            <NativeSelect {...form.register("serviceType")}>
              <option value="">{t("dialog.chooseType")}</option>
              {serviceTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField
            label={t("dialog.fields.description")}
            error={fieldError(errors.description?.message)}
          >
            <Textarea
              placeholder={t("dialog.placeholders.description")}
              {...form.register("description")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t("dialog.fields.availability")}
              error={fieldError(errors.availabilityNotes?.message)}
            >
              <Input
                autoComplete="off"
                placeholder={t("dialog.placeholders.availability")}
                {...form.register("availabilityNotes")}
              />
            </FormField>
            <FormField
              label={t("dialog.fields.scheduledDate")}
              error={fieldError(errors.scheduledDate?.message)}
            >
              <Input
                type="date"
                min={todayHere()}
                className="min-w-0"
                {...form.register("scheduledDate")}
              />
            </FormField>
          </div>
          <PhotoPicker photos={photos} onChange={setPhotos} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => changeOpen(false)}>
              {t("dialog.cancel")}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t("dialog.submitting") : t("dialog.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
