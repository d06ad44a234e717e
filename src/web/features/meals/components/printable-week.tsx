import { useTranslation } from "react-i18next";
import { mealSlots } from "#shared/meals/catalog.ts";
import type { WeekPlan } from "#shared/meals/schemas.ts";
import { dayLabel } from "#web/features/meals/components/meal-format.ts";

/** Only this table is printed when the family prints the week ('Imprimir semana'): the rest of
 * the app is hidden on paper. */
const printRules = `@media print {
  body * { visibility: hidden !important; }
  #menu-semanal, #menu-semanal * { visibility: visible !important; }
  #menu-semanal { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

export function PrintableWeek({ week, range }: { week: WeekPlan; range: string }) {
  const { t, i18n } = useTranslation("meals");
  const mealAt = (day: string, slot: string) =>
    week.entries.find((entry) => entry.day === day && entry.slot === slot);
  return (
    <div id="menu-semanal" className="hidden print:block">
      <style>{printRules}</style>
      <h2 className="mb-3 text-xl font-semibold">
        {t("print.title")} · {range}
      </h2>
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr>
            <th className="border border-stone-400 p-2 text-left">{t("print.day")}</th>
            {mealSlots.map((slot) => (
              <th key={slot} className="border border-stone-400 p-2 text-left">
                {t(`slots.${slot}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.days.map((day) => (
            <tr key={day}>
              <th className="border border-stone-400 p-2 text-left font-medium">
                <span className="inline-block first-letter:uppercase">
                  {dayLabel(day, i18n.language)}
                </span>
              </th>
              {mealSlots.map((slot) => {
                const meal = mealAt(day, slot);
                return (
                  <td key={slot} className="border border-stone-400 p-2 align-top">
                    {meal && (
                      <>
                        {meal.title}
                        <span className="block text-xs">
                          {t("week.servings", { count: meal.servings })}
                        </span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
