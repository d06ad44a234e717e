import {
  BellRing,
  CalendarDays,
  Check,
  CircleMinus,
  Globe2,
  Lock,
  MessagesSquare,
  MonitorSmartphone,
  MoveRight,
  Palette,
  Repeat,
  RotateCcw,
  ShieldCheck,
  Smile,
  Users,
  X,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "#web/components/ui/badge.tsx";
import { SectionHeading } from "#web/features/landing/components/section-heading.tsx";

const summaryCards = [
  { key: "agenda", icon: CalendarDays },
  { key: "reminders", icon: BellRing },
  { key: "cultural", icon: Globe2 },
  { key: "channels", icon: MessagesSquare },
] as const;

type Support = "yes" | "partial" | "no";
/** Hogaria, general chatbots, basic assistants. */
const comparisonRows: { key: string; values: [Support, Support, Support] }[] = [
  { key: "family", values: ["yes", "no", "partial"] },
  { key: "memory", values: ["yes", "partial", "partial"] },
  { key: "proactive", values: ["yes", "no", "partial"] },
  { key: "whatsapp", values: ["yes", "partial", "no"] },
  { key: "local", values: ["yes", "partial", "no"] },
  { key: "privacy", values: ["yes", "partial", "partial"] },
];
const comparisonColumns = ["hogaria", "chatbots", "basic"] as const;

/** Spec §2: which feature is Básico and which Premium. */
const featureCards = [
  { key: "calendars", icon: CalendarDays, category: "basic" },
  { key: "recurringTasks", icon: Repeat, category: "basic" },
  { key: "privacy", icon: Lock, category: "basic" },
  { key: "multiplatform", icon: MonitorSmartphone, category: "basic" },
  { key: "renewals", icon: RotateCcw, category: "premium" },
  { key: "multiProfile", icon: Users, category: "premium" },
  { key: "personality", icon: Smile, category: "premium" },
  { key: "smartNotifications", icon: BellRing, category: "premium" },
] as const;

const supportIcons = { yes: Check, partial: CircleMinus, no: X };
const supportColors = {
  yes: "text-green-800",
  partial: "text-amber-800",
  no: "text-stone-600",
};

export function FeaturesSection() {
  const { t } = useTranslation("landing");
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <section id="funciones" aria-labelledby="funciones-title" className="scroll-mt-16 px-4 py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="funciones-title"
          eyebrow={t("features.eyebrow")}
          title={t("features.title")}
          subtitle={t("features.subtitle")}
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {summaryCards.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-lg border border-border bg-card p-6 shadow-sm">
              <Icon className="mb-4 size-8 text-primary" aria-hidden />
              <h3 className="mb-2 font-semibold">{t(`features.summary.${key}.title`)}</h3>
              <p className="text-sm text-muted-foreground">
                {t(`features.summary.${key}.description`)}
              </p>
            </li>
          ))}
        </ul>

        <div className="mt-20 grid gap-6">
          <div className="mx-auto grid max-w-2xl gap-2 text-center">
            <h3 className="text-2xl font-bold">{t("features.comparison.title")}</h3>
            <p className="text-muted-foreground">{t("features.comparison.subtitle")}</p>
          </div>
          {/* On a phone the table is wider than the screen: say so, and fade its right edge. */}
          <p
            id="comparacion-desliza"
            className="-mb-3 flex items-center justify-end gap-1 text-sm text-muted-foreground sm:hidden"
          >
            {t("features.comparison.scrollHint")}
            <MoveRight className="size-4" aria-hidden />
          </p>
          <div className="relative min-w-0">
            <section
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
              tabIndex={0}
              aria-label={t("features.comparison.caption")}
              aria-describedby="comparacion-desliza"
              className="overflow-x-auto rounded-lg border border-border bg-card shadow-sm"
            >
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">{t("features.comparison.caption")}</caption>
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="p-4 font-semibold">
                      {t("features.comparison.feature")}
                    </th>
                    {comparisonColumns.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={
                          column === "hogaria"
                            ? "bg-secondary p-4 text-center font-semibold text-secondary-foreground"
                            : "p-4 text-center font-semibold"
                        }
                      >
                        {t(`features.comparison.columns.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {comparisonRows.map((row) => (
                    <tr key={row.key} className="border-b border-border last:border-0">
                      <th scope="row" className="p-4 font-normal">
                        {t(`features.comparison.rows.${row.key}`)}
                      </th>
                      {row.values.map((value, index) => {
                        const Icon = supportIcons[value];
                        return (
                          <td
                            key={comparisonColumns[index]}
                            className={index === 0 ? "bg-secondary/60 p-4" : "p-4"}
                          >
                            <span
                              className={`flex items-center justify-center gap-1.5 ${supportColors[value]}`}
                            >
                              <Icon className="size-4" aria-hidden />
                              {t(`features.comparison.values.${value}`)}
                            </span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <div
              aria-hidden
              className="pointer-events-none absolute inset-y-px right-px w-10 rounded-r-lg bg-gradient-to-l from-card to-transparent sm:hidden"
            />
          </div>
        </div>

        <div className="mt-20">
          <div className="mx-auto mb-8 grid max-w-2xl gap-2 text-center">
            <h3 className="text-2xl font-bold">{t("features.grid.title")}</h3>
            <p className="text-muted-foreground">{t("features.grid.subtitle")}</p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {featureCards.map(({ key, icon: Icon, category }) => (
              <li
                key={key}
                data-testid={`feature-${key}`}
                className="flex flex-col rounded-lg border border-border bg-card p-5 shadow-sm"
              >
                <div className="mb-3 flex items-center justify-between">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <Badge variant={category === "premium" ? "warning" : "secondary"}>
                    {t(`features.grid.${category}`)}
                  </Badge>
                </div>
                <h4 className="mb-1 font-semibold">{t(`features.grid.cards.${key}.title`)}</h4>
                <p className="mb-3 text-sm text-muted-foreground">
                  {t(`features.grid.cards.${key}.description`)}
                </p>
                <ul className="mt-auto grid gap-1 text-sm">
                  {list(`features.grid.cards.${key}.items`).map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      {item}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {(
            [
              { key: "cultural", icon: Palette, tone: "bg-accent-soft" },
              { key: "privacy", icon: ShieldCheck, tone: "bg-secondary" },
            ] as const
          ).map(({ key, icon: Icon, tone }) => (
            <article key={key} className={`rounded-2xl p-8 ${tone}`}>
              <Icon className="mb-4 size-10 text-primary" aria-hidden />
              <h3 className="mb-3 text-2xl font-bold">{t(`features.highlights.${key}.title`)}</h3>
              <p className="mb-4 text-stone-800">{t(`features.highlights.${key}.description`)}</p>
              <ul className="grid gap-2">
                {list(`features.highlights.${key}.items`).map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
