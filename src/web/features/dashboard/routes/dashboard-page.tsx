import {
  ArrowRight,
  CalendarDays,
  ClipboardList,
  type LucideIcon,
  ShoppingCart,
  Sparkles,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Dashboard } from "#shared/brief/daily-brief.ts";
import { paths } from "#shared/routing/paths.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Card } from "#web/components/ui/card.tsx";
import { useDashboard } from "#web/features/dashboard/api/dashboard-api.ts";
import { DemoDataCard } from "#web/features/dashboard/components/demo-data-card.tsx";
import { formatDay } from "#web/lib/dates.ts";

export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  const dashboard = useDashboard();
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-muted-foreground">{t("subtitle")}</p>
      </header>
      {dashboard.isPending && (
        <p role="status" className="text-muted-foreground">
          {t("loading")}
        </p>
      )}
      {dashboard.isError && (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>{t("loadFailed")}</p>
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            {t("retry")}
          </Button>
        </div>
      )}
      {dashboard.data && <DashboardBody dashboard={dashboard.data} />}
    </div>
  );
}

function CountCard({
  to,
  icon: Icon,
  label,
  hint,
  value,
  testId,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  hint: string;
  value: number;
  testId: string;
}) {
  return (
    <Link
      to={to}
      data-testid={testId}
      className="group rounded-lg border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="flex items-center justify-between text-sm font-medium text-muted-foreground">
        {label}
        <Icon className="size-5 text-primary" aria-hidden />
      </span>
      <span className="mt-2 block text-3xl font-semibold tabular-nums">{value}</span>
      <span className="text-sm text-muted-foreground">{hint}</span>
    </Link>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation("dashboard");
  const { counts } = dashboard;
  // A household with nothing planned yet: offer example data to see every screen in use.
  const looksNew = counts.pendingTasks === 0 && counts.upcomingEvents === 0;
  return (
    <>
      {looksNew && <DemoDataCard />}
      <section aria-label={t("title")} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <CountCard
          to={paths.tasks}
          icon={ClipboardList}
          label={t("cards.tasks")}
          hint={t("cards.tasksHint")}
          value={counts.pendingTasks}
          testId="card-tasks"
        />
        <CountCard
          to={paths.shopping}
          icon={ShoppingCart}
          label={t("cards.shopping")}
          hint={t("cards.shoppingHint")}
          value={counts.itemsToBuy}
          testId="card-shopping"
        />
        <CountCard
          to={paths.calendar}
          icon={CalendarDays}
          label={t("cards.events")}
          hint={t("cards.eventsHint")}
          value={counts.upcomingEvents}
          testId="card-events"
        />
        <CountCard
          to={paths.profiles}
          icon={Users}
          label={t("cards.members")}
          hint={t("cards.membersHint")}
          value={counts.members}
          testId="card-members"
        />
      </section>
      <DailySummary summary={dashboard.summary} />
    </>
  );
}

function SummaryColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h3>
      {children}
    </div>
  );
}

function DailySummary({ summary }: { summary: Dashboard["summary"] }) {
  const { t, i18n } = useTranslation(["dashboard", "daily-brief"]);
  const time = (start: string) =>
    new Date(start).toLocaleTimeString(i18n.language, { hour: "2-digit", minute: "2-digit" });
  const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;
  return (
    <Card role="region" className="grid gap-4 p-5" aria-labelledby="resumen-diario">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="resumen-diario" className="text-xl font-semibold">
            {t("summary.title")}
          </h2>
          <p className="text-muted-foreground">
            {t(`daily-brief:greeting.${summary.greeting}`)} · {summary.householdName} ·{" "}
            {formatDay(summary.today, i18n.language, "PPPP")}
          </p>
        </div>
        <Link to={paths.dailyBrief} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {t("summary.open")}
          <ArrowRight aria-hidden />
        </Link>
      </header>
      <p className="flex items-start gap-2 rounded-md bg-accent-soft p-3 text-stone-900">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
        <span className="line-clamp-2" data-testid="daily-tip">
          {summary.tip}
        </span>
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryColumn title={t("summary.events")}>
          {summary.events.length === 0
            ? empty(t("summary.noEvents"))
            : summary.events.map((event) => (
                <p key={event.id} className="text-sm">
                  <span className="font-medium text-primary tabular-nums">
                    {event.allDay ? t("summary.allDay") : time(event.start)}
                  </span>{" "}
                  {event.title}
                </p>
              ))}
        </SummaryColumn>
        <SummaryColumn title={t("summary.urgent")}>
          {summary.urgentTasks.length === 0
            ? empty(t("summary.noUrgent"))
            : summary.urgentTasks.map((task) => (
                <p key={task.id} className="text-sm">
                  {task.title}
                </p>
              ))}
        </SummaryColumn>
        <SummaryColumn title={t("summary.toBuy")}>
          {summary.itemsToBuy.length === 0
            ? empty(t("summary.nothingToBuy"))
            : summary.itemsToBuy.map((item) => (
                <p key={item.id} className="text-sm">
                  {item.name}
                </p>
              ))}
        </SummaryColumn>
      </div>
    </Card>
  );
}
