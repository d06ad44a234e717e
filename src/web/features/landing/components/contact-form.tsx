import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  type ContactMessageInput,
  contactMessageSchema,
  contactTopics,
} from "#shared/schemas/contact.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField, showServerFieldErrors } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { ApiError, api, errorText } from "#web/lib/api-client.ts";

const emptyMessage: ContactMessageInput = { name: "", email: "", topic: "general", message: "" };

/** Validated like the auth forms: on blur, then on every change once a field shows an error. */
export function ContactForm() {
  const { t } = useTranslation("landing");
  const [sent, setSent] = useState(false);
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(contactMessageSchema),
    mode: "onTouched",
    defaultValues: emptyMessage,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await api("/api/contact", { body: values });
      setSent(true);
      form.reset(emptyMessage);
      toast.success(t("contact.form.sentTitle"), {
        description: t("contact.form.sentDescription"),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        showServerFieldErrors(form, error);
        return;
      }
      toast.error(t("contact.form.errorTitle"), {
        description: errorText(error, t),
        action: { label: t("contact.form.retry"), onClick: () => void submit() },
        duration: Infinity, // a retry stays until used or closed (WCAG 2.2.1)
      });
    }
  });

  if (sent) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-6 text-center">
        <CheckCircle2 className="size-10 text-primary" aria-hidden />
        <p className="font-semibold">{t("contact.form.sentTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("contact.form.sentDescription")}</p>
        <Button variant="outline" onClick={() => setSent(false)}>
          {t("contact.form.sendAnother")}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-labelledby="contact-form-title">
      {/* Disabled until React owns the prerendered form: typing is never lost (ADR 004). */}
      <h4 id="contact-form-title" className="font-semibold">
        {t("contact.form.title")}
      </h4>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("contact.form.name")} error={errors.name}>
          <Input autoComplete="name" {...form.register("name")} />
        </FormField>
        <FormField label={t("contact.form.email")} error={errors.email}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
      </div>
      <FormField label={t("contact.form.topic")} error={errors.topic}>
        <NativeSelect {...form.register("topic")}>
          {contactTopics.map((topic) => (
            <option key={topic} value={topic}>
              {t(`contact.form.topics.${topic}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label={t("contact.form.message")} error={errors.message}>
        <Textarea
          rows={4}
          placeholder={t("contact.form.messagePlaceholder")}
          {...form.register("message")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t("contact.form.submitting") : t("contact.form.submit")}
      </Button>
    </form>
  );
}
