import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useImportRecipe } from "#web/features/meals/api/meals-api.ts";
import { errorText } from "#web/lib/api-client.ts";

const maxBytes = 900_000;

interface ImportRecipeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Importar receta': the schema.org Recipe of a pasted page source or a .json file. */
export function ImportRecipeDialog({ open, onOpenChange }: ImportRecipeDialogProps) {
  const { t } = useTranslation("meals");
  const importRecipe = useImportRecipe();
  const [source, setSource] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = { source: useId(), file: useId(), error: useId() };

  const close = (next: boolean) => {
    if (!next) {
      setSource("");
      setError(null);
    }
    onOpenChange(next);
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) {
      setError(t("import.fileTooLarge"));
      return;
    }
    setError(null);
    setSource(await file.text());
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    importRecipe.mutate(source, {
      onSuccess: (recipe) => {
        toast.success(t("import.done"), { description: recipe.name });
        close(false);
      },
      onError: (failure) => setError(errorText(failure, t, t("import.failed"))),
    });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t("common:close")}>
        <DialogHeader>
          <DialogTitle>{t("import.title")}</DialogTitle>
          <DialogDescription>{t("import.description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.source}>{t("import.source")}</Label>
            <Textarea
              id={ids.source}
              rows={6}
              value={source}
              spellCheck={false}
              className="font-mono text-xs"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(event) => setSource(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.file}>{t("import.file")}</Label>
            <Input
              id={ids.file}
              type="file"
              accept=".json,.html,.htm,application/json,application/ld+json,text/html"
              className="h-11 py-2"
              onChange={(event) => void readFile(event.target.files?.[0])}
            />
          </div>
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => close(false)}>
              {t("import.cancel")}
            </Button>
            <Button type="submit" disabled={importRecipe.isPending}>
              {importRecipe.isPending ? t("import.submitting") : t("import.submit")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
