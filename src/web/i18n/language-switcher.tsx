import { useQueryClient } from "@tanstack/react-query";
import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { type UiLocale, uiLocales } from "#shared/domain/locale.ts";
import { applySavedLanguage, knownSignedIn } from "#web/i18n/account-language.ts";
import { changeLanguage } from "#web/i18n/i18n.ts";
import { api } from "#web/lib/api-client.ts";
import { cn } from "#web/lib/cn.ts";
import { useHydrated } from "#web/lib/use-hydrated.ts";

/**
 * The interface language, offered on the public site and in Perfil. The change shows at once;
 * for a signed-in person it is also saved on the account, so it follows them to any device, and
 * what the server writes (the daily tip, reminders, errors) is asked for again in it.
 */
export function LanguageSwitcher({
  tone = "light",
  showLabel = false,
  className,
}: {
  tone?: "light" | "dark";
  /** A visible label (in forms); otherwise the globe icon and an accessible name. */
  showLabel?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation("common");
  const queryClient = useQueryClient();
  const id = useId();
  const [saving, setSaving] = useState(false);
  // A choice made before the page is interactive would be lost: the select waits for it.
  const hydrated = useHydrated();
  const current = (uiLocales as readonly string[]).includes(i18n.language)
    ? (i18n.language as UiLocale)
    : "es";

  const choose = async (locale: UiLocale) => {
    await changeLanguage(locale);
    if (!knownSignedIn(queryClient)) return;
    setSaving(true);
    try {
      await api("/api/me/language", { method: "PUT", body: { locale } });
      await applySavedLanguage(queryClient, locale);
    } catch {
      toast.error(t("language.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className={cn("flex items-center gap-2", className)}>
      <label
        htmlFor={id}
        className={cn(
          "flex items-center gap-1.5 text-sm",
          showLabel ? "font-medium" : "sr-only",
          tone === "dark" ? "text-stone-300" : "text-muted-foreground",
        )}
      >
        {t("language.label")}
      </label>
      {!showLabel && (
        <Languages
          className={cn("size-4", tone === "dark" ? "text-stone-300" : "text-muted-foreground")}
          aria-hidden
        />
      )}
      <select
        id={id}
        value={current}
        disabled={saving || !hydrated}
        aria-busy={saving || undefined}
        onChange={(event) => void choose(event.target.value as UiLocale)}
        data-testid="language-switcher"
        className={cn(
          "h-11 min-w-36 rounded-md border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-70",
          tone === "dark"
            ? "border-stone-600 bg-stone-800 text-white focus-visible:outline-white"
            : "border-input bg-background text-foreground focus-visible:outline-ring",
        )}
      >
        {uiLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
