import { useTranslation } from "react-i18next";
import { type AssistantTone, assistantTones } from "#shared/domain/preferences.ts";
import { ToneIcon } from "#web/components/household/tone-icon.tsx";
import { cn } from "#web/lib/cn.ts";

interface TonePickerProps {
  legend: string;
  name: string;
  value: AssistantTone;
  onChange: (tone: AssistantTone) => void;
  disabled?: boolean;
}

/** The assistant's tones as cards, each with its icon (spec §2's 😊 💼 🤙, drawn from the icon
 * set so that they show on every phone). */
export function TonePicker({ legend, name, value, onChange, disabled }: TonePickerProps) {
  const { t } = useTranslation("household");
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {assistantTones.map((tone) => (
          <label
            key={tone}
            className={cn(
              "flex cursor-pointer items-center gap-3 rounded-md border border-input bg-card p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring sm:flex-col sm:text-center",
              value === tone && "border-primary bg-secondary",
              disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={tone}
              checked={value === tone}
              onChange={() => onChange(tone)}
              className="sr-only"
            />
            <ToneIcon tone={tone} className="text-primary" />
            <span className="grid">
              <span className="font-medium">{t(`tones.${tone}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`toneDescriptions.${tone}`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
