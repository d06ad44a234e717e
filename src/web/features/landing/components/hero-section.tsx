import { BellRing, Globe2, MessageCircle, Smile, Sparkles, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#shared/routing/paths.ts";
import { Button } from "#web/components/ui/button.tsx";
import type { OpenAuthDialog } from "#web/features/landing/components/landing-actions.ts";

const badges = [
  { key: "profiles", icon: Users },
  { key: "reminders", icon: BellRing },
  { key: "cultural", icon: Globe2 },
  { key: "whatsapp", icon: MessageCircle },
  { key: "tone", icon: Smile },
] as const;

export function HeroSection({ openAuth }: { openAuth: OpenAuthDialog }) {
  const { t } = useTranslation("landing");
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-secondary to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 md:grid-cols-[1.1fr_0.9fr] md:py-20">
        <div className="grid gap-6">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-card px-3 py-1 text-sm font-medium text-secondary-foreground shadow-sm">
            <Sparkles className="size-4 text-amber-600" aria-hidden />
            {t("hero.eyebrow")}
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {t("headline")}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground text-pretty">{t("subheadline")}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <a
                href={`${paths.auth}?tab=signup`}
                onClick={(event) => {
                  event.preventDefault();
                  openAuth("signUp", "hero_cta");
                }}
              >
                {t("ctaSignUp")}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.demo}>{t("ctaDemo")}</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">{t("hero.note")}</p>
          <ul aria-label={t("hero.badgesLabel")} className="flex flex-wrap gap-2">
            {badges.map(({ key, icon: Icon }) => (
              <li
                key={key}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1 text-sm"
              >
                <Icon className="size-4 text-primary" aria-hidden />
                {t(`hero.badges.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

/** A drawn conversation instead of a screenshot: no image to download, sharp at any size. */
function HeroPreview() {
  const { t } = useTranslation("landing");
  return (
    <figure
      aria-label={t("hero.preview.label")}
      className="mx-auto w-full max-w-sm rounded-2xl border border-border bg-card p-4 shadow-xl"
    >
      <figcaption className="flex items-center gap-3 border-b border-border pb-3">
        <span className="flex size-10 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Sparkles className="size-5" aria-hidden />
        </span>
        <span className="grid">
          <span className="font-semibold">{t("hero.preview.assistant")}</span>
          <span className="text-xs text-green-800">{t("hero.preview.status")}</span>
        </span>
      </figcaption>
      <div className="grid gap-3 py-4 text-sm">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-3 py-2">
          {t("hero.preview.message1")}
        </p>
        <p className="max-w-[85%] justify-self-end rounded-2xl rounded-tr-sm bg-primary px-3 py-2 text-primary-foreground">
          {t("hero.preview.message2")}
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-3 py-2">
          {t("hero.preview.message3")}
        </p>
      </div>
      <p className="border-t border-border pt-3 text-center text-xs text-muted-foreground">
        {t("hero.preview.channels")}
      </p>
    </figure>
  );
}
