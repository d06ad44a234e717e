import { Briefcase, Check, Heart, User } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { PersonalizationPreview } from "#web/features/landing/components/personalization-preview.tsx";
import { SectionHeading } from "#web/features/landing/components/section-heading.tsx";

/** Spec §3 demo scenarios: ids family, balance, personal. */
const scenarios = [
  { id: "family", icon: Heart },
  { id: "balance", icon: Briefcase },
  { id: "personal", icon: User },
] as const;

export function DemoSection() {
  const { t } = useTranslation("landing");
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-16 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="demo-title"
          eyebrow={t("demo.eyebrow")}
          title={t("demo.title")}
          subtitle={t("demo.subtitle")}
        />
        <ul id="casos-de-uso" className="grid gap-6 md:grid-cols-3">
          {scenarios.map(({ id, icon: Icon }) => (
            <li
              key={id}
              id={`escenario-${id}`}
              data-testid={`scenario-${id}`}
              className="flex scroll-mt-20 flex-col rounded-2xl border border-border bg-card p-6 shadow-sm"
            >
              <div className="mb-4 flex items-center justify-between">
                <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden />
                </span>
                <Badge variant="outline">{t(`demo.scenarios.${id}.badge`)}</Badge>
              </div>
              <h3 className="text-lg font-semibold">{t(`demo.scenarios.${id}.title`)}</h3>
              <p className="mb-3 text-sm text-muted-foreground">
                {t(`demo.scenarios.${id}.description`)}
              </p>
              <p className="mb-2 text-sm">
                <span className="font-medium">{t("demo.scenarioLabel")}:</span>{" "}
                {t(`demo.scenarios.${id}.scenario`)}
              </p>
              <ol className="mb-6 grid gap-2 text-sm">
                {(t(`demo.scenarios.${id}.steps`, { returnObjects: true }) as string[]).map(
                  (step) => (
                    <li key={step} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {step}
                    </li>
                  ),
                )}
              </ol>
              <Button asChild variant="outline" className="mt-auto">
                <Link to={paths.demo}>{t("demo.cta")}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Button asChild variant="secondary" size="lg">
            <a href="#personalizacion">{t("demo.ctaPreview")}</a>
          </Button>
        </p>
        <PersonalizationPreview />
      </div>
    </section>
  );
}
