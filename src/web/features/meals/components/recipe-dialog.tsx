import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, X } from "lucide-react";
import { useEffect, useState } from "react";
import { type Resolver, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { z } from "zod";
import { inventoryUnits } from "#shared/domain/catalog.ts";
import { type PrepKind, prepKinds, recipeLimits, recipeTags } from "#shared/meals/catalog.ts";
import { type RecipeView, recipeSchema } from "#shared/meals/schemas.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField, useFieldMessage } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useCreateRecipe, useUpdateRecipe } from "#web/features/meals/api/meals-api.ts";
import { fieldErrorsOf } from "#web/lib/api-client.ts";

type Line = { quantity?: unknown; name?: unknown };
const isBlank = (line: Line) =>
  String(line.name ?? "").trim() === "" && String(line.quantity ?? "").trim() === "";

/** The form keeps the steps as one text, a step per line; the shared schema does the rest. */
const formSchema = recipeSchema.extend({
  steps: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? "")
        .split("\n")
        .map((step) => step.trim())
        .filter(Boolean),
    )
    .refine((steps) => steps.length <= recipeLimits.steps, "tooManySteps")
    .refine((steps) => steps.every((step) => step.length <= recipeLimits.step), "tooLong"),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const emptyLine = { quantity: "", unit: "g" as const, name: "" };

type FormResolver = Resolver<FormInput, unknown, FormValues>;

/**
 * Rows left wholly blank are the form's spare lines: they are left out of what is checked and
 * saved, but stay on screen, and an error is shown on the row the person sees (the second
 * row's, even when the first is blank).
 */
function withoutSpareRows(resolver: FormResolver): FormResolver {
  return async (values, context, options) => {
    const lines = values.ingredients ?? [];
    const kept = lines.flatMap((line, index) => (isBlank(line) ? [] : [index]));
    const result = await resolver(
      { ...values, ingredients: kept.map((index) => lines[index] as (typeof lines)[number]) },
      context,
      options,
    );
    const lineErrors = result.errors.ingredients;
    if (Array.isArray(lineErrors)) {
      const onScreen: typeof lineErrors = Object.assign([], lineErrors, { length: 0 });
      lineErrors.forEach((error, index) => {
        if (error) onScreen[kept[index] as number] = error;
      });
      (result.errors as { ingredients?: unknown }).ingredients = onScreen;
    }
    return result;
  };
}

function formValues(recipe?: RecipeView): FormInput {
  return {
    name: recipe?.name ?? "",
    servings: String(recipe?.servings ?? 4),
    minutes: recipe?.minutes ? String(recipe.minutes) : "",
    tags: recipe?.tags ?? [],
    ingredients: recipe?.ingredients.map((line) => ({
      quantity: line.quantity === null ? "" : String(line.quantity),
      unit: line.unit,
      name: line.name,
    })) ?? [emptyLine, emptyLine, emptyLine],
    steps: recipe?.steps.join("\n") ?? "",
    notes: recipe?.notes ?? "",
  };
}

interface RecipeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Editing this recipe; a new one when absent. */
  recipe?: RecipeView;
}

export function RecipeDialog({ open, onOpenChange, recipe }: RecipeDialogProps) {
  const { t } = useTranslation("meals");
  const create = useCreateRecipe();
  const update = useUpdateRecipe();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: withoutSpareRows(zodResolver(formSchema)),
    mode: "onTouched",
  });
  const lines = useFieldArray({ control: form.control, name: "ingredients" });
  const { errors, isSubmitting } = form.formState;
  // What to thaw or soak lives beside the form: registering these two fields in it made a failed
  // submit drop the spare ingredient rows for good (react-hook-form 7.92, field array + nested
  // fields), so they are checked here and sent with the rest.
  const [prep, setPrep] = useState<{ kind: PrepKind | ""; what: string }>({ kind: "", what: "" });
  const [prepError, setPrepError] = useState<string | undefined>();
  const message = useFieldMessage();

  useEffect(() => {
    if (!open) return;
    form.reset(formValues(recipe));
    setPrep({ kind: recipe?.prepAhead?.kind ?? "", what: recipe?.prepAhead?.what ?? "" });
    setPrepError(undefined);
  }, [open, recipe, form]);

  /** «Descongelar» with nothing to thaw is half said: the same message the server gives. */
  const readPrep = (): { prepAhead: RecipeView["prepAhead"] } | { error: string } => {
    if (prep.kind === "") return { prepAhead: null };
    const what = prep.what.trim();
    if (what === "") return { error: "prepWhatRequired" };
    return { prepAhead: { kind: prep.kind, what } };
  };

  const handleSubmit = useDialogSubmit(form, {
    failed: recipe ? t("toasts.updateFailed") : t("toasts.addFailed"),
    save: async (fields) => {
      const read = readPrep();
      setPrepError("error" in read ? message({ message: read.error }) : undefined);
      if ("error" in read) return;
      const values = { ...fields, prepAhead: read.prepAhead };
      if (recipe) {
        await update.mutateAsync({ id: recipe.id, ...values });
        toast.success(t("toasts.updated"), { description: values.name });
      } else {
        await create.mutateAsync(values);
        toast.success(t("toasts.added"), { description: values.name });
      }
      onOpenChange(false);
    },
    onFailed: (error) => {
      const prepReason = Object.entries(fieldErrorsOf(error)).find(([field]) =>
        field.startsWith("prepAhead"),
      );
      if (prepReason) setPrepError(prepReason[1]);
    },
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={recipe ? t("dialog.editTitle") : t("dialog.addTitle")}
      description={t("dialog.description")}
      className="max-h-[90dvh] overflow-y-auto"
    >
      <DialogForm onSubmit={handleSubmit}>
        <FormField label={t("dialog.name")} error={errors.name}>
          <Input
            autoComplete="off"
            placeholder={t("dialog.namePlaceholder")}
            {...form.register("name")}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label={t("dialog.servings")} error={errors.servings}>
            <Input inputMode="numeric" {...form.register("servings")} />
          </FormField>
          <FormField label={t("dialog.minutes")} error={errors.minutes}>
            <Input inputMode="numeric" {...form.register("minutes")} />
          </FormField>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("dialog.tags")}</legend>
          <div className="flex flex-wrap gap-2">
            {recipeTags.map((tag) => (
              <label
                key={tag}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary"
              >
                <input type="checkbox" value={tag} className="size-4" {...form.register("tags")} />
                {t(`tags.${tag}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("dialog.ingredients")}</legend>
          {typeof errors.ingredients?.message === "string" && (
            <p role="alert" className="text-sm text-destructive">
              {message(errors.ingredients)}
            </p>
          )}
          <ol className="grid gap-3">
            {lines.fields.map((field, index) => {
              const lineErrors = errors.ingredients?.[index];
              const label = t("dialog.ingredientNumber", { index: index + 1 });
              const lineMessage =
                message(lineErrors?.quantity) ??
                message(lineErrors?.unit) ??
                message(lineErrors?.name);
              return (
                <li key={field.id} className="grid gap-1">
                  <div className="grid grid-cols-[1fr_1fr_auto] gap-2 sm:grid-cols-[5.5rem_7.5rem_1fr_auto]">
                    <Input
                      aria-label={`${t("dialog.ingredientName")} (${label})`}
                      aria-invalid={lineErrors?.name ? true : undefined}
                      placeholder={t("dialog.ingredientPlaceholder")}
                      autoComplete="off"
                      className="col-span-3 sm:order-3 sm:col-span-1"
                      {...form.register(`ingredients.${index}.name`)}
                    />
                    <Input
                      aria-label={`${t("dialog.quantity")} (${label})`}
                      aria-invalid={lineErrors?.quantity ? true : undefined}
                      inputMode="decimal"
                      placeholder="1"
                      className="sm:order-1"
                      {...form.register(`ingredients.${index}.quantity`)}
                    />
                    <NativeSelect
                      aria-label={`${t("dialog.unit")} (${label})`}
                      className="sm:order-2"
                      {...form.register(`ingredients.${index}.unit`)}
                    >
                      {inventoryUnits.map((unit) => (
                        <option key={unit} value={unit}>
                          {t(`units.${unit}.other`)}
                        </option>
                      ))}
                    </NativeSelect>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-11 sm:order-4"
                      aria-label={t("dialog.removeIngredient", { index: index + 1 })}
                      onClick={() => lines.remove(index)}
                    >
                      <X aria-hidden />
                    </Button>
                  </div>
                  {lineMessage && (
                    <p role="alert" className="text-sm text-destructive">
                      {label}: {lineMessage}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
          <Button
            type="button"
            variant="outline"
            className="h-11 justify-self-start"
            onClick={() => lines.append(emptyLine)}
          >
            <Plus aria-hidden />
            {t("dialog.addIngredient")}
          </Button>
        </fieldset>
        <FormField
          label={t("dialog.steps")}
          error={errors.steps}
          hint={<p className="text-xs text-muted-foreground">{t("dialog.stepsHint")}</p>}
        >
          <Textarea rows={5} {...form.register("steps")} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t("dialog.prep")}</legend>
          <p className="text-xs text-muted-foreground">{t("dialog.prepHint")}</p>
          <div className="grid gap-2 sm:grid-cols-[12rem_1fr]">
            <NativeSelect
              aria-label={t("dialog.prepKind")}
              value={prep.kind}
              onChange={(event) => setPrep({ ...prep, kind: event.target.value as PrepKind | "" })}
            >
              <option value="">{t("dialog.prepNone")}</option>
              {prepKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`prep.${kind}`)}
                </option>
              ))}
            </NativeSelect>
            <Input
              aria-label={t("dialog.prepWhat")}
              aria-invalid={prepError ? true : undefined}
              placeholder={t(prep.kind === "soak" ? "dialog.prepWhatSoak" : "dialog.prepWhatThaw")}
              autoComplete="off"
              disabled={prep.kind === ""}
              maxLength={recipeLimits.prepWhat}
              value={prep.what}
              onChange={(event) => setPrep({ ...prep, what: event.target.value })}
            />
          </div>
          {prepError && (
            <p role="alert" className="text-sm text-destructive">
              {prepError}
            </p>
          )}
        </fieldset>
        <FormField label={t("dialog.notes")} error={errors.notes}>
          <Textarea rows={2} {...form.register("notes")} />
        </FormField>
        <FormActions
          cancelLabel={t("dialog.cancel")}
          submitLabel={recipe ? t("dialog.submitEdit") : t("dialog.submitAdd")}
          submittingLabel={t("dialog.submitting")}
          submitting={isSubmitting}
        />
      </DialogForm>
    </FormDialog>
  );
}
