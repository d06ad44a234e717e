import { useQuery } from "@tanstack/react-query";
import { FileDown, Plus, Search, Sparkles } from "lucide-react";
import { lazy, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { can, canChangeRecipe } from "#shared/domain/permissions.ts";
import type { RecipeView } from "#shared/meals/schemas.ts";
import { foldText } from "#shared/shopping/item-names.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PageLoadFailed, PageLoading } from "#web/components/ui/page-load.tsx";
import {
  recipeBookQuery,
  useAddStarterRecipes,
  useDeleteRecipe,
  useDuplicateRecipe,
} from "#web/features/meals/api/meals-api.ts";
import { recipeName } from "#web/features/meals/components/meal-format.ts";
import { RecipeCard } from "#web/features/meals/components/recipe-card.tsx";
import { errorText } from "#web/lib/api-client.ts";
import { LazyDialog } from "#web/lib/lazy-dialog.tsx";
import { useMe } from "#web/lib/me.ts";

const loadRecipeDialog = () => import("#web/features/meals/components/recipe-dialog.tsx");
const RecipeDialog = lazy(() =>
  loadRecipeDialog().then((module) => ({ default: module.RecipeDialog })),
);

const loadImportDialog = () => import("#web/features/meals/components/import-recipe-dialog.tsx");
const ImportRecipeDialog = lazy(() =>
  loadImportDialog().then((module) => ({ default: module.ImportRecipeDialog })),
);

type DialogState = { mode: "closed" } | { mode: "add" } | { mode: "edit"; recipe: RecipeView };

/** The 'Recetas' tab: the family's recipes, and the starter collection while it has none. */
export function RecipeBookPanel() {
  const { t, i18n } = useTranslation("meals");
  const me = useMe();
  const recipes = useQuery(recipeBookQuery);
  const [dialog, setDialog] = useState<DialogState>({ mode: "closed" });
  const [deleting, setDeleting] = useState<RecipeView | null>(null);
  const [importing, setImporting] = useState(false);
  const [search, setSearch] = useState("");
  const searchId = useId();
  const starter = useAddStarterRecipes();
  const duplicate = useDuplicateRecipe();
  const remove = useDeleteRecipe();

  if (recipes.isPending || me.isPending) {
    return <PageLoading />;
  }
  if (recipes.isError || !me.data?.membership) {
    return (
      <PageLoadFailed
        error={recipes.error}
        fallback={t("loadFailed")}
        onRetry={() => void recipes.refetch()}
      />
    );
  }

  const actor = me.data.membership;
  const canAdd = can(actor.role, "content.create");
  // The service's own rule: a button shown is a change the server accepts.
  const canChange = (recipe: RecipeView) => canChangeRecipe(actor, recipe);
  const { limits } = recipes.data;
  const language = i18n.language;
  const query = foldText(search);
  const all = recipes.data.recipes;
  const shown = query
    ? all.filter((recipe) => foldText(recipeName(recipe, language)).includes(query))
    : all;

  const addStarter = () =>
    starter.mutate(undefined, {
      onSuccess: ({ added, leftOut }) => {
        if (added === 0) toast.info(t("recipes.starterNone"));
        else toast.success(t("recipes.starterAdded", { count: added }));
        if (leftOut > 0) toast.info(t("recipes.starterLeftOut", { count: leftOut }));
      },
      onError: (error) =>
        toast.error(t("recipes.starterFailed"), { description: errorText(error, t) }),
    });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        {all.length > 0 ? (
          <div className="relative w-full max-w-sm">
            <label htmlFor={searchId} className="sr-only">
              {t("recipes.search")}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t("recipes.search")}
              className="h-11 pl-9"
            />
          </div>
        ) : (
          <span />
        )}
        {canAdd && (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" className="h-11" onClick={() => setImporting(true)}>
              <FileDown aria-hidden />
              {t("import.open")}
            </Button>
            <Button className="h-11" onClick={() => setDialog({ mode: "add" })}>
              <Plus aria-hidden />
              {t("recipes.add")}
            </Button>
          </div>
        )}
      </div>
      {limits.maxRecipes !== null && (
        <p className="text-sm text-muted-foreground">
          {t("recipes.limit", { count: limits.recipes, max: limits.maxRecipes })}
        </p>
      )}

      {all.length === 0 ? (
        <div className="grid justify-items-center gap-4 rounded-lg border border-dashed border-border p-6 text-center">
          <p className="max-w-prose text-muted-foreground">{t("recipes.empty")}</p>
          {canAdd && (
            <Button
              variant="secondary"
              className="h-11"
              disabled={starter.isPending}
              onClick={addStarter}
            >
              <Sparkles aria-hidden />
              {t("recipes.starter")}
            </Button>
          )}
        </div>
      ) : (
        <>
          {shown.length === 0 && <p className="text-muted-foreground">{t("recipes.noMatches")}</p>}
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((recipe) => (
              <li key={recipe.id}>
                <RecipeCard
                  recipe={recipe}
                  canDuplicate={canAdd}
                  canChange={canChange(recipe)}
                  onEdit={() => setDialog({ mode: "edit", recipe })}
                  onDuplicate={() =>
                    duplicate.mutate(recipe.id, {
                      onSuccess: (copy) =>
                        toast.success(t("toasts.duplicated"), { description: copy.name }),
                      onError: (error) =>
                        toast.error(t("toasts.duplicateFailed"), {
                          description: errorText(error, t),
                        }),
                    })
                  }
                  onDelete={() => setDeleting(recipe)}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <LazyDialog open={dialog.mode !== "closed"} load={loadRecipeDialog}>
        <RecipeDialog
          open={dialog.mode !== "closed"}
          onOpenChange={(open) => !open && setDialog({ mode: "closed" })}
          recipe={dialog.mode === "edit" ? dialog.recipe : undefined}
        />
      </LazyDialog>
      <LazyDialog open={importing} load={loadImportDialog}>
        <ImportRecipeDialog open={importing} onOpenChange={setImporting} />
      </LazyDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("recipes.deleteTitle", { name: deleting ? recipeName(deleting, language) : "" })}
        description={t("recipes.deleteDescription")}
        confirmLabel={t("recipes.deleteConfirm")}
        cancelLabel={t("recipes.cancel")}
        closeLabel={t("common:close")}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const name = recipeName(deleting, language);
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("toasts.deleted"), { description: name });
              setDeleting(null);
            },
            onError: (error) =>
              toast.error(t("toasts.deleteFailed"), { description: errorText(error, t) }),
          });
        }}
      />
    </div>
  );
}
