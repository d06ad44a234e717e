import { Controller, type FieldError, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { parseIsoDate } from "#shared/calendar/zoned-time.ts";
import { type EventFormValues, reminderMinuteChoices } from "#shared/schemas/calendar.ts";
import { FormField, useFieldMessage } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { cn } from "#web/lib/cn.ts";

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** The weekday's name in the reader's language (2 November 2026 is a Monday). */
function weekdayName(day: number, language: string, style: "short" | "long") {
  return new Intl.DateTimeFormat(language, { weekday: style, timeZone: "UTC" }).format(
    new Date(Date.UTC(2026, 10, 1 + day)),
  );
}

/** How an event repeats (weekly on chosen days, monthly on its day) and when it reminds. */
export function RepeatFields({ form }: { form: UseFormReturn<EventFormValues> }) {
  const { t, i18n } = useTranslation("calendar");
  const message = useFieldMessage();
  const { errors } = form.formState;
  const repeat = form.watch("repeat");
  const startDate = form.watch("startDate");
  const dayOfMonth = startDate ? parseIsoDate(startDate).day : 1;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField label={t("form.repeat")} error={errors.repeat}>
          <NativeSelect {...form.register("repeat")}>
            <option value="none">{t("form.repeatNone")}</option>
            <option value="weekly">{t("form.repeatWeekly")}</option>
            <option value="monthly">{t("form.repeatMonthly", { day: dayOfMonth })}</option>
          </NativeSelect>
        </FormField>
        {repeat !== "none" && (
          <FormField
            label={t("form.repeatUntil")}
            error={errors.repeatUntil}
            hint={<p className="text-xs text-muted-foreground">{t("form.repeatUntilHint")}</p>}
          >
            <Input type="date" min={startDate} {...form.register("repeatUntil")} />
          </FormField>
        )}
      </div>
      {repeat === "weekly" && (
        <Controller
          control={form.control}
          name="repeatDays"
          render={({ field }) => (
            <fieldset className="grid gap-1.5" aria-describedby="dias-error">
              <legend className="mb-1.5 text-sm font-medium">{t("form.repeatDays")}</legend>
              <div className="flex flex-wrap gap-1.5">
                {weekdays.map((day) => {
                  const checked = field.value.includes(day);
                  return (
                    <label
                      key={day}
                      className={cn(
                        "flex size-11 cursor-pointer items-center justify-center rounded-full border border-border text-sm capitalize has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                        checked && "border-primary bg-primary text-primary-foreground",
                      )}
                    >
                      <input
                        type="checkbox"
                        className="sr-only"
                        checked={checked}
                        aria-label={weekdayName(day, i18n.language, "long")}
                        onChange={() =>
                          field.onChange(
                            checked
                              ? field.value.filter((value) => value !== day)
                              : [...field.value, day].sort((a, b) => a - b),
                          )
                        }
                      />
                      <span aria-hidden>
                        {weekdayName(day, i18n.language, "short").replace(".", "").slice(0, 2)}
                      </span>
                    </label>
                  );
                })}
              </div>
              {errors.repeatDays && (
                <p id="dias-error" role="alert" className="text-sm text-destructive">
                  {message(errors.repeatDays as FieldError)}
                </p>
              )}
            </fieldset>
          )}
        />
      )}
      <FormField label={t("form.reminder")} error={errors.reminder}>
        <NativeSelect {...form.register("reminder")}>
          <option value="">{t("form.reminderDefault")}</option>
          {reminderMinuteChoices.map((minutes) => (
            <option key={minutes} value={String(minutes)}>
              {t(`form.reminderBefore.${minutes}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </>
  );
}
