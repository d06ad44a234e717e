import {
  AlarmClock,
  Camera,
  Clock,
  Copy,
  ImageOff,
  Pencil,
  Trash2,
  TriangleAlert,
  Users,
} from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { RecipeView } from "#shared/meals/schemas.ts";
import { Badge } from "#web/components/ui/badge.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { useRemoveRecipePhoto, useSetRecipePhoto } from "#web/features/meals/api/meals-api.ts";
import { amountText, recipeName } from "#web/features/meals/components/meal-format.ts";
import { errorText } from "#web/lib/api-client.ts";

interface RecipeCardProps {
  recipe: RecipeView;
  canDuplicate: boolean;
  canChange: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function RecipeCard({
  recipe,
  canDuplicate,
  canChange,
  onEdit,
  onDuplicate,
  onDelete,
}: RecipeCardProps) {
  const { t, i18n } = useTranslation("meals");
  const name = recipeName(recipe, i18n.language);
  const photoInput = useRef<HTMLInputElement>(null);
  const setPhoto = useSetRecipePhoto();
  const removePhoto = useRemoveRecipePhoto();
  const failed = (error: unknown) =>
    toast.error(t("photo.failed"), {
      description: errorText(error, t),
    });
  const uploadPhoto = (file: File | undefined) => {
    if (!file) return;
    setPhoto.mutate(
      { id: recipe.id, file },
      { onSuccess: () => toast.success(t("photo.saved"), { description: name }), onError: failed },
    );
  };
  return (
    <article
      aria-label={name}
      className="grid h-full content-start gap-3 rounded-lg border border-border bg-card p-4"
    >
      {recipe.photoUrl && (
        <img
          src={recipe.photoUrl}
          alt={t("photo.alt", { name })}
          loading="lazy"
          className="aspect-video w-full rounded-md object-cover"
        />
      )}
      <div className="grid gap-1">
        <h3 className="text-base font-semibold leading-snug">{name}</h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {recipe.minutes !== null && (
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden />
              {t("recipes.minutes", { count: recipe.minutes })}
            </span>
          )}
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {t("recipes.servings", { count: recipe.servings })}
          </span>
        </p>
        {recipe.tags.length > 0 && (
          <p className="flex flex-wrap gap-1">
            {recipe.tags.map((tag) => (
              <Badge key={tag} variant="muted">
                {t(`tags.${tag}`)}
              </Badge>
            ))}
          </p>
        )}
      </div>
      {recipe.prepAhead && (
        <p className="flex items-start gap-2 rounded-md border border-sky-200 bg-sky-50 px-2 py-1.5 text-sm text-sky-900">
          <AlarmClock className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("recipes.prep", {
            prep: t(`prep.${recipe.prepAhead.kind}`),
            what: recipe.prepAhead.what,
          })}
        </p>
      )}
      {recipe.allergens.map((warning) => (
        <p
          key={warning.allergy}
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-accent-soft px-2 py-1.5 text-sm text-amber-900"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("recipes.allergy", {
            allergy: warning.allergy,
            ingredients: warning.ingredients.join(", "),
          })}
        </p>
      ))}
      <details className="group text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">
          {t("recipes.show")}
        </summary>
        <div className="grid gap-3 pt-1">
          <div>
            <h4 className="font-medium">{t("recipes.ingredients")}</h4>
            <ul className="list-disc pl-5">
              {recipe.ingredients.map((ingredient, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder here
                <li key={index}>
                  {amountText(t, i18n.language, {
                    amount: ingredient.quantity,
                    unit: ingredient.unit,
                  })}{" "}
                  · {ingredient.name}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="font-medium">{t("recipes.steps")}</h4>
            {recipe.steps.length === 0 ? (
              <p className="text-muted-foreground">{t("recipes.noSteps")}</p>
            ) : (
              <ol className="list-decimal pl-5">
                {recipe.steps.map((step, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: steps are shown in order, read-only
                  <li key={index}>{step}</li>
                ))}
              </ol>
            )}
          </div>
        </div>
      </details>
      {(canDuplicate || canChange) && (
        <div className="mt-auto flex flex-wrap gap-1 border-t border-border pt-2">
          {canChange && (
            <Button variant="ghost" size="sm" className="h-11" onClick={onEdit}>
              <Pencil aria-hidden />
              {t("recipes.edit")}
            </Button>
          )}
          {canDuplicate && (
            <Button variant="ghost" size="sm" className="h-11" onClick={onDuplicate}>
              <Copy aria-hidden />
              {t("recipes.duplicate")}
            </Button>
          )}
          {canChange && (
            <>
              <input
                ref={photoInput}
                type="file"
                accept="image/*"
                className="sr-only"
                tabIndex={-1}
                aria-label={t("photo.choose", { name })}
                onChange={(event) => {
                  uploadPhoto(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
              <Button
                variant="ghost"
                size="sm"
                className="h-11"
                disabled={setPhoto.isPending}
                onClick={() => photoInput.current?.click()}
              >
                <Camera aria-hidden />
                {setPhoto.isPending ? t("photo.uploading") : t("photo.add")}
              </Button>
              {recipe.photoUrl && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11"
                  disabled={removePhoto.isPending}
                  onClick={() =>
                    removePhoto.mutate(recipe.id, {
                      onSuccess: () => toast.success(t("photo.removed"), { description: name }),
                      onError: failed,
                    })
                  }
                >
                  <ImageOff aria-hidden />
                  {t("photo.remove")}
                </Button>
              )}
            </>
          )}
          {canChange && (
            <Button variant="ghost" size="sm" className="h-11 text-destructive" onClick={onDelete}>
              <Trash2 aria-hidden />
              {t("recipes.delete")}
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
