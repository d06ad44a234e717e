import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { foldText } from "#shared/shopping/item-names.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { recipeBookQuery, useRemoveMeal, useSetMeal } from "#web/features/meals/api/meals-api.ts";
import { dayLabel, recipeName } from "#web/features/meals/components/meal-format.ts";
import type { SlotTarget } from "#web/features/meals/components/week-plan-panel.tsx";
import { errorText } from "#web/lib/api-client.ts";

interface MealSlotDialogProps {
  target: SlotTarget | null;
  onOpenChange: (open: boolean) => void;
  onShowRecipes: () => void;
}

/** Tap a slot: pick one of the family's recipes or write the meal, and how many eat. */
export function MealSlotDialog({ target, onOpenChange, onShowRecipes }: MealSlotDialogProps) {
  const { t, i18n } = useTranslation("meals");
  const recipes = useQuery(recipeBookQuery);
  const save = useSetMeal();
  const remove = useRemoveMeal();
  const [recipeId, setRecipeId] = useState<string | null>(null);
  const [title, setTitle] = useState("");
  const [servings, setServings] = useState("");
  const [search, setSearch] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { search: useId(), title: useId(), servings: useId(), error: useId() };
  const language = i18n.language;

  const [shownFor, setShownFor] = useState<SlotTarget | null>(null);
  if (target && target !== shownFor) {
    setShownFor(target);
    setRecipeId(target.entry?.recipeId ?? null);
    setTitle(target.entry && !target.entry.recipeId ? target.entry.title : "");
    setServings(target.entry ? String(target.entry.servings) : "");
    setSearch("");
    setError(null);
  }
  useEffect(() => {
    if (!target) setShownFor(null);
  }, [target]);

  const all = recipes.data?.recipes ?? [];
  const query = foldText(search);
  const shown = query
    ? all.filter((recipe) => foldText(recipeName(recipe, language)).includes(query))
    : all;
  const chosen = all.find((recipe) => recipe.id === recipeId);
  const slotName = target ? t(`slots.${target.slot}`) : "";
  const dayName = target ? dayLabel(target.day, language) : "";

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!target) return;
    save.mutate(
      {
        day: target.day,
        slot: target.slot,
        recipeId,
        title: recipeId ? null : title,
        servings: servings.trim() === "" ? null : servings,
      },
      {
        onSuccess: (entry) => {
          toast.success(t("slotDialog.saved"), { description: entry.title });
          onOpenChange(false);
        },
        onError: (failure) => {
          setError(errorText(failure, t, t("slotDialog.failed")));
        },
      },
    );
  };

  const removeMeal = () => {
    const entry = target?.entry;
    if (!entry) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        toast.success(t("slotDialog.removed"), { description: entry.title });
        onOpenChange(false);
      },
      onError: (failure) => setError(errorText(failure, t, t("slotDialog.failed"))),
    });
  };

  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common:close")} className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="first-letter:uppercase">
            {t("slotDialog.title", { slot: slotName, day: dayName })}
          </DialogTitle>
          <DialogDescription>{t("slotDialog.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          {all.length === 0 && !recipes.isPending ? (
            <p className="text-sm text-muted-foreground">
              {t("slotDialog.noRecipes")}{" "}
              <Button type="button" variant="link" className="h-auto" onClick={onShowRecipes}>
                {t("tabs.recipes")}
              </Button>
            </p>
          ) : (
            <fieldset className="grid gap-2">
              <legend className="sr-only">{t("slotDialog.search")}</legend>
              <div className="relative">
                <Label htmlFor={ids.search} className="sr-only">
                  {t("slotDialog.search")}
                </Label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  id={ids.search}
                  type="search"
                  value={search}
                  placeholder={t("slotDialog.search")}
                  onChange={(event) => setSearch(event.target.value)}
                  className="h-11 pl-9"
                />
              </div>
              {chosen && (
                <p className="text-sm font-medium text-primary">
                  {t("slotDialog.chosen", { name: recipeName(chosen, language) })}
                </p>
              )}
              <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-border p-1">
                {shown.length === 0 && (
                  <p className="p-2 text-sm text-muted-foreground">{t("slotDialog.noMatches")}</p>
                )}
                {shown.map((recipe) => (
                  <label
                    key={recipe.id}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded px-2 text-sm hover:bg-muted has-[:checked]:bg-secondary has-[:checked]:font-medium"
                  >
                    <input
                      type="radio"
                      name="recipe"
                      value={recipe.id}
                      checked={recipeId === recipe.id}
                      onChange={() => {
                        setRecipeId(recipe.id);
                        setTitle("");
                        if (!target?.entry) setServings(String(recipe.servings));
                      }}
                      className="size-4"
                    />
                    {recipeName(recipe, language)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={ids.title}>{t("slotDialog.freeText")}</Label>
            <Input
              id={ids.title}
              value={title}
              autoComplete="off"
              placeholder={t("slotDialog.freeTextPlaceholder")}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                if (event.target.value.trim()) setRecipeId(null);
              }}
            />
          </div>
          <div className="grid max-w-32 gap-1.5">
            <Label htmlFor={ids.servings}>{t("slotDialog.servings")}</Label>
            <Input
              id={ids.servings}
              inputMode="numeric"
              value={servings}
              placeholder="4"
              onChange={(event) => setServings(event.target.value)}
            />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            {target?.entry ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive"
                disabled={remove.isPending}
                onClick={removeMeal}
              >
                {t("slotDialog.remove")}
              </Button>
            ) : (
              <span />
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                {t("slotDialog.cancel")}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {t("slotDialog.save")}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
