import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadCommonPasswords } from "#shared/domain/common-passwords.ts";
import { passwordStrength } from "#shared/domain/password-strength.ts";
import { cn } from "#web/lib/cn.ts";

const bars = { none: 0, weak: 1, common: 1, medium: 2, strong: 3 } as const;
const colors = {
  none: "",
  weak: "bg-red-600",
  common: "bg-red-600",
  medium: "bg-amber-500",
  strong: "bg-green-700",
};

/** Débil / Media / Fuerte at 6 and 10 characters (spec §4); "Muy usada" for a password among
 * the 10,000 most used, which the server refuses. The list (~90 KB) loads on the first
 * keystroke, as a chunk of its own. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation("auth");
  const [, setListLoaded] = useState(false);
  const typing = password.length > 0;
  useEffect(() => {
    if (!typing) return;
    let mounted = true;
    void loadCommonPasswords().then(
      () => mounted && setListLoaded(true),
      // Offline: the 100 most common still count here, and the server checks the rest.
      () => {},
    );
    return () => {
      mounted = false;
    };
  }, [typing]);
  const strength = passwordStrength(password);
  if (strength === "none") return null;
  return (
    <div className="grid gap-1" aria-live="polite">
      <div className="flex gap-1" aria-hidden>
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={cn(
              "h-1.5 flex-1 rounded-full bg-muted",
              bar <= bars[strength] && colors[strength],
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground" data-testid="password-strength">
        {t("strength.label", { level: t(`strength.${strength}`) })}
      </p>
    </div>
  );
}
