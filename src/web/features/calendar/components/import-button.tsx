import { Upload } from "lucide-react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button.tsx";
import { useImportIcs } from "#web/features/calendar/api/calendar-api.ts";

/** What the API accepts in one import (its JSON body limit is 1 MB). */
const maxBytes = 900_000;

export function ImportButton() {
  const { t } = useTranslation("calendar");
  const input = useRef<HTMLInputElement>(null);
  const importIcs = useImportIcs();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) {
      toast.error(t("toasts.importFailed"), { description: t("toasts.fileTooLarge") });
      return;
    }
    importIcs.mutate(await file.text());
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".ics,text/calendar"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="ics-file"
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <Button
        variant="outline"
        disabled={importIcs.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload aria-hidden />
        {importIcs.isPending ? t("import.importing") : t("import.button")}
      </Button>
    </>
  );
}
