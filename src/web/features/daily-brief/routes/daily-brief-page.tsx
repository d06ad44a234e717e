import { CalendarPlus, ChefHat, ListPlus, ShoppingBasket } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { DailyBrief } from "#shared/brief/daily-brief.ts";
import { paths } from "#shared/routing/paths.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useDailyBrief } from "#web/features/daily-brief/api/daily-brief-api.ts";
import {
  BriefCard,
  briefIcons,
  EventList,
  ItemList,
  TipCard,
  UrgentTaskList,
} from "#web/features/daily-brief/components/brief-sections.tsx";
import { formatDay } from "#web/lib/dates.ts";

/** A household with nothing yet: the brief shows how to start instead of four empty cards. */
function isNewHousehold(brief: DailyBrief): boolean {
  const { counts } = brief;
  return (
    counts.pendingTasks + counts.itemsToBuy + counts.upcomingEvents === 0 &&
    brief.events.length + brief.urgentTasks.length + brief.itemsToBuy.length === 0
  );
}

export default function DailyBriefPage() {
  const { t } = useTranslation("daily-brief");
  const brief = useDailyBrief();

  useEffect(() => {
    // Spec §8: a brief that fails to load is only logged, and shows nothing.
    if (brief.error) console.warn("No se pudo cargar el Daily Brief", brief.error);
  }, [brief.error]);

  if (brief.isPending) {
    return (
      <p role="status" className="mx-auto max-w-5xl text-muted-foreground">
        {t("loading")}
      </p>
    );
  }
  if (!brief.data) return <h1 className="sr-only">{t("pageTitle")}</h1>;
  return <Brief brief={brief.data} />;
}

function Brief({ brief }: { brief: DailyBrief }) {
  const { t, i18n } = useTranslation("daily-brief");
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-3xl font-semibold">{t(`greeting.${brief.greeting}`)}</h1>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{brief.householdName}</span>
          {" · "}
          <time dateTime={brief.today}>{formatDay(brief.today, i18n.language, "PPPP")}</time>
        </p>
      </header>

      <TipCard tip={brief.tip} />

      {brief.meals.length > 0 && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-border bg-card px-4 py-3">
          <ChefHat className="size-4 text-primary" aria-hidden />
          <span className="font-medium">{t("meals.today")}</span>
          <span>
            {brief.meals
              .map((meal) => `${t(`meals.slots.${meal.slot}`)}: ${meal.title}`)
              .join(" · ")}
          </span>
          <Link
            to={paths.meals}
            className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t("meals.open")}
          </Link>
        </p>
      )}

      {isNewHousehold(brief) && <Welcome />}

      <div className="grid gap-4 md:grid-cols-2">
        <BriefCard
          id="eventos-de-hoy"
          title={t("events.title")}
          icon={briefIcons.events}
          link={{ to: paths.calendar, label: t("events.open") }}
        >
          <EventList events={brief.events} empty={t("events.empty")} />
        </BriefCard>
        <BriefCard
          id="tareas-urgentes"
          title={t("urgent.title")}
          icon={briefIcons.tasks}
          link={{ to: paths.tasks, label: t("urgent.open") }}
        >
          <UrgentTaskList tasks={brief.urgentTasks} today={brief.today} empty={t("urgent.empty")} />
        </BriefCard>
        <BriefCard
          id="por-comprar"
          title={t("shopping.title")}
          icon={briefIcons.shopping}
          link={{ to: paths.shopping, label: t("shopping.open") }}
        >
          <ItemList items={brief.itemsToBuy} empty={t("shopping.empty")} />
        </BriefCard>
        <Card className="grid gap-3 p-4">
          <h2 className="font-semibold">{t("summary.title")}</h2>
          <dl className="grid grid-cols-2 gap-3" data-testid="quick-summary">
            {(["pendingTasks", "itemsToBuy", "upcomingEvents", "members"] as const).map((key) => (
              <div key={key} className="rounded-md bg-muted p-3">
                <dt className="text-sm text-muted-foreground">{t(`summary.${key}`)}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{brief.counts[key]}</dd>
              </div>
            ))}
          </dl>
        </Card>
      </div>
    </div>
  );
}

function Welcome() {
  const { t } = useTranslation("daily-brief");
  const steps = [
    { to: paths.tasks, label: t("welcome.task"), icon: ListPlus },
    { to: paths.calendar, label: t("welcome.event"), icon: CalendarPlus },
    { to: paths.shopping, label: t("welcome.shopping"), icon: ShoppingBasket },
  ];
  return (
    <Card className="grid gap-3 border-primary/30 bg-secondary p-5">
      <h2 className="text-lg font-semibold text-secondary-foreground">{t("welcome.title")}</h2>
      <p className="text-secondary-foreground">{t("welcome.body")}</p>
      <div className="flex flex-wrap gap-2">
        {steps.map((step) => (
          <Link key={step.to} to={step.to} className={buttonVariants({ variant: "outline" })}>
            <step.icon aria-hidden />
            {step.label}
          </Link>
        ))}
      </div>
    </Card>
  );
}
