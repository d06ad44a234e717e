import { useTranslation } from "react-i18next";

export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh items-center justify-center">
      <p className="text-muted-foreground">{t("loading")}</p>
    </div>
  );
}
