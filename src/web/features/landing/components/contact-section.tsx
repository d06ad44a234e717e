import { Check, Clock, Languages, Mail, Timer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ContactForm } from "#web/features/landing/components/contact-form.tsx";
import type { OpenAuthDialog } from "#web/features/landing/components/landing-actions.ts";
import { SectionHeading } from "#web/features/landing/components/section-heading.tsx";

export function ContactSection({
  openAuth,
  supportEmail,
}: {
  openAuth: OpenAuthDialog;
  supportEmail: string;
}) {
  const { t } = useTranslation("landing");
  const details = [
    { icon: Clock, label: t("contact.card.hoursLabel"), value: t("contact.card.hours") },
    { icon: Timer, label: t("contact.card.responseLabel"), value: t("contact.card.response") },
    {
      icon: Languages,
      label: t("contact.card.languagesLabel"),
      value: t("contact.card.languages"),
    },
  ];
  return (
    <section
      id="contacto"
      aria-labelledby="contacto-title"
      className="scroll-mt-16 bg-muted px-4 py-20"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="contacto-title"
          eyebrow={t("contact.eyebrow")}
          title={t("contact.title")}
          subtitle={t("contact.subtitle")}
        />
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <article className="flex flex-col self-start rounded-2xl bg-primary p-8 text-primary-foreground">
            <h3 className="mb-3 text-2xl font-bold">{t("contact.trial.title")}</h3>
            <p className="mb-6 text-teal-50">{t("contact.trial.description")}</p>
            <ul className="mb-8 grid gap-2">
              {(t("contact.trial.items", { returnObjects: true }) as string[]).map((item) => (
                <li key={item} className="flex gap-2">
                  <Check className="mt-1 size-4 shrink-0" aria-hidden />
                  {item}
                </li>
              ))}
            </ul>
            <Button asChild variant="accent" size="lg">
              <a
                href={`${paths.auth}?tab=signup`}
                onClick={(event) => {
                  event.preventDefault();
                  openAuth("signUp", "contact_cta");
                }}
              >
                {t("ctaSignUp")}
              </a>
            </Button>
          </article>
          <article className="rounded-2xl border border-border bg-card p-8 shadow-sm">
            <h3 className="text-2xl font-bold">{t("contact.card.title")}</h3>
            <p className="mb-6 text-muted-foreground">{t("contact.card.description")}</p>
            <dl className="mb-8 grid gap-4 sm:grid-cols-2">
              {details.map(({ icon: Icon, label, value }) => (
                <div key={label}>
                  <dt className="flex items-center gap-2 text-sm font-semibold">
                    <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                    {label}
                  </dt>
                  <dd className="pl-7 text-sm text-muted-foreground">{value}</dd>
                </div>
              ))}
              <div>
                <dt className="flex items-center gap-2 text-sm font-semibold">
                  <Mail className="size-5 shrink-0 text-primary" aria-hidden />
                  {t("contact.card.emailLabel")}
                </dt>
                <dd className="pl-7 text-sm">
                  <a href={`mailto:${supportEmail}`} className="text-primary underline">
                    {supportEmail}
                  </a>
                </dd>
              </div>
            </dl>
            <ContactForm />
          </article>
        </div>
      </div>
    </section>
  );
}
