import { useQuery } from "@tanstack/react-query";
import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import { suggestionsQuery, useSetMeal } from "#web/features/meals/api/meals-api.ts";
import { recipeName } from "#web/features/meals/components/meal-format.ts";
import { errorText } from "#web/lib/api-client.ts";

/** '¿Qué cocinamos hoy?': the recipes the pantry covers best, expiring items first. */
export function CookSuggestions({ today, canPlan }: { today: string; canPlan: boolean }) {
  const { t, i18n } = useTranslation("meals");
  const suggestions = useQuery(suggestionsQuery);
  const plan = useSetMeal();
  const shown = suggestions.data?.suggestions.slice(0, 3) ?? [];
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="cook-suggestions"
      className="grid gap-3 rounded-lg border border-border bg-card p-4"
    >
      <div>
        <h2 id="cook-suggestions" className="flex items-center gap-2 font-semibold">
          <Sparkles className="size-4 text-primary" aria-hidden />
          {t("suggest.title")}
        </h2>
        <p className="text-sm text-muted-foreground">{t("suggest.description")}</p>
      </div>
      <ul className="grid gap-2 md:grid-cols-3">
        {shown.map((suggestion) => {
          const name = recipeName(suggestion, i18n.language);
          return (
            <li
              key={suggestion.recipeId}
              className="grid content-start gap-1 rounded-md bg-muted/60 p-3 text-sm"
            >
              <span className="font-medium">{name}</span>
              <span>
                {t("suggest.covered", { covered: suggestion.covered, total: suggestion.total })}
              </span>
              {suggestion.expiring.length > 0 && (
                <span className="text-amber-900">
                  {t("suggest.expiring", { items: suggestion.expiring.join(", ") })}
                </span>
              )}
              {suggestion.missing.length > 0 && (
                <span className="text-muted-foreground">
                  {t("suggest.missing", { items: suggestion.missing.join(", ") })}
                </span>
              )}
              {canPlan && (
                <Button
                  variant="outline"
                  size="sm"
                  className="mt-1 h-11 justify-self-start"
                  aria-label={t("suggest.planFor", { name })}
                  disabled={plan.isPending}
                  onClick={() =>
                    plan.mutate(
                      { day: today, slot: "dinner", recipeId: suggestion.recipeId },
                      {
                        onSuccess: () => toast.success(t("suggest.planned", { name })),
                        onError: (error) =>
                          toast.error(t("suggest.failed"), {
                            description: errorText(error, t),
                          }),
                      },
                    )
                  }
                >
                  {t("suggest.plan")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
