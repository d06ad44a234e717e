import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#web/components/ui/tabs.tsx";
import { RecipeBookPanel } from "#web/features/meals/components/recipe-book-panel.tsx";
import { WeekPlanPanel } from "#web/features/meals/components/week-plan-panel.tsx";

type Tab = "week" | "recipes";

/** /meals: the week's menu and the family's recipes (issue 22). */
export default function MealsPage() {
  const { t } = useTranslation("meals");
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "recipes" ? "recipes" : "week";
  const showTab = (next: Tab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === "week") copy.delete("tab");
        else copy.set("tab", next);
        return copy;
      },
      { replace: true },
    );

  return (
    <section className="mx-auto grid max-w-5xl gap-5">
      <header>
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("subtitle")}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => showTab(value as Tab)} className="grid gap-5">
        <TabsList className="max-w-sm">
          <TabsTrigger value="week" className="min-h-11">
            {t("tabs.week")}
          </TabsTrigger>
          <TabsTrigger value="recipes" className="min-h-11">
            {t("tabs.recipes")}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="week">
          <WeekPlanPanel onShowRecipes={() => showTab("recipes")} />
        </TabsContent>
        <TabsContent value="recipes">
          <RecipeBookPanel />
        </TabsContent>
      </Tabs>
    </section>
  );
}
