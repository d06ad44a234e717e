import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import {
  eventLeadMinutes,
  type NotificationPreferences,
  type ReminderChannel,
  reminderChannels,
  reminderKinds,
  taskLeadMinutes,
} from "#shared/reminders/kinds.ts";
import type { NotificationSettingsView } from "#shared/schemas/notifications.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import {
  reminderSettingsQuery,
  saveReminderSettings,
} from "#web/features/settings/api/reminders-api.ts";
import { DeliveryHistory } from "#web/features/settings/components/delivery-history.tsx";
import { useSaveSection } from "#web/features/settings/components/save-settings.ts";
import { SectionCard } from "#web/features/settings/components/section-card.tsx";
import { disablePush, enablePush, type PushState, pushState } from "#web/lib/push.ts";

/** /settings#recordatorios: each member's own reminder preferences (issue 10). */
export function RemindersSection() {
  const { t } = useTranslation(["notifications", "common"]);
  const settings = useQuery(reminderSettingsQuery);
  return (
    <SectionCard
      id="recordatorios"
      title={t("settings.title")}
      description={t("settings.description")}
    >
      {settings.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t("loading")}
        </p>
      ) : settings.isError ? (
        <p role="alert">{t("loadError")}</p>
      ) : (
        <>
          <RemindersForm view={settings.data} />
          <DeliveryHistory />
        </>
      )}
    </SectionCard>
  );
}

function RemindersForm({ view }: { view: NotificationSettingsView }) {
  const { t } = useTranslation(["notifications", "common", "household"]);
  const [prefs, setPrefs] = useState<NotificationPreferences>(view.preferences);
  const { save, pending, errors } = useSaveSection({
    send: saveReminderSettings,
    queryKey: reminderSettingsQuery.queryKey,
    saved: t("settings.saved"),
    failed: t("household:errorTitle"),
  });
  const quietId = useId();
  const briefId = useId();
  const optInId = useId();
  const channels = reminderChannels.filter((channel) => view.available[channel]);
  const phoneUnavailable = !view.available.sms && !view.available.whatsapp;

  const toggle = (kind: (typeof reminderKinds)[number], channel: ReminderChannel) =>
    setPrefs((current) => {
      const list = current.channels[kind];
      const next = list.includes(channel) ? list.filter((c) => c !== channel) : [...list, channel];
      return { ...current, channels: { ...current.channels, [kind]: next } };
    });

  return (
    <form
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void save(prefs);
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t("settings.kindsLegend")}</legend>
        {reminderKinds.map((kind) => (
          <fieldset
            key={kind}
            className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[12rem_1fr] sm:items-center"
          >
            <legend className="sr-only">{t(`settings.kinds.${kind}`)}</legend>
            <span aria-hidden className="text-sm font-medium">
              {t(`settings.kinds.${kind}`)}
            </span>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {channels.map((channel) => (
                <label key={channel} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={prefs.channels[kind].includes(channel)}
                    onChange={() => toggle(kind, channel)}
                    aria-label={t("settings.channelFor", {
                      channel: t(`settings.channels.${channel}`),
                      kind: t(`settings.kinds.${kind}`),
                    })}
                  />
                  <span aria-hidden>{t(`settings.channels.${channel}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {phoneUnavailable && (
          <p className="text-sm text-muted-foreground">{t("settings.unavailable")}</p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("settings.taskLead")}
          hint={<p className="text-xs text-muted-foreground">{t("settings.taskLeadHint")}</p>}
        >
          <NativeSelect
            value={prefs.taskLeadMinutes}
            onChange={(event) =>
              setPrefs({ ...prefs, taskLeadMinutes: Number(event.target.value) })
            }
          >
            {taskLeadMinutes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(`settings.lead.${minutes}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField className="content-start" label={t("settings.eventLead")}>
          <NativeSelect
            value={prefs.eventLeadMinutes}
            onChange={(event) =>
              setPrefs({ ...prefs, eventLeadMinutes: Number(event.target.value) })
            }
          >
            {eventLeadMinutes.map((minutes) => (
              <option key={minutes} value={minutes}>
                {t(`settings.lead.${minutes}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <div className="grid gap-3">
        <label
          htmlFor={quietId}
          className="flex cursor-pointer items-center gap-2 text-sm font-medium"
        >
          <input
            id={quietId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={prefs.quietStart !== null}
            onChange={(event) =>
              setPrefs({
                ...prefs,
                quietStart: event.target.checked ? "22:00" : null,
                quietEnd: event.target.checked ? "07:00" : null,
              })
            }
          />
          {t("settings.quietHours")}
        </label>
        <p className="text-xs text-muted-foreground">{t("settings.quietHoursHint")}</p>
        {prefs.quietStart !== null && (
          <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
            <FormField label={t("settings.quietStart")} error={errors.quietStart}>
              <Input
                type="time"
                value={prefs.quietStart}
                onChange={(event) => setPrefs({ ...prefs, quietStart: event.target.value || null })}
              />
            </FormField>
            <FormField label={t("settings.quietEnd")} error={errors.quietEnd}>
              <Input
                type="time"
                value={prefs.quietEnd ?? ""}
                onChange={(event) => setPrefs({ ...prefs, quietEnd: event.target.value || null })}
              />
            </FormField>
          </div>
        )}
      </div>

      <div className="grid gap-3 sm:grid-cols-2 sm:items-end">
        <label
          htmlFor={briefId}
          className="flex cursor-pointer items-center gap-2 text-sm font-medium"
        >
          <input
            id={briefId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={prefs.morningBrief}
            onChange={(event) => setPrefs({ ...prefs, morningBrief: event.target.checked })}
          />
          {t("settings.morningBrief")}
        </label>
        <FormField label={t("settings.morningBriefTime")} error={errors.morningBriefTime}>
          <Input
            type="time"
            disabled={!prefs.morningBrief}
            value={prefs.morningBriefTime}
            onChange={(event) => setPrefs({ ...prefs, morningBriefTime: event.target.value })}
          />
        </FormField>
      </div>
      <p className="text-xs text-muted-foreground">
        {t("settings.timeZoneNote", { timeZone: view.timeZone })}
      </p>

      {!phoneUnavailable && (
        <div className="grid gap-1.5">
          {view.phone ? (
            <label htmlFor={optInId} className="flex cursor-pointer items-start gap-2 text-sm">
              <input
                id={optInId}
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={prefs.phoneOptIn}
                onChange={(event) => setPrefs({ ...prefs, phoneOptIn: event.target.checked })}
              />
              {t("settings.phoneOptIn", { phone: view.phone })}
            </label>
          ) : (
            <p className="text-sm text-muted-foreground">{t("settings.phoneMissing")}</p>
          )}
          {(errors.phoneOptIn || errors.phone) && (
            <p role="alert" className="text-sm text-destructive">
              {errors.phoneOptIn ?? errors.phone}
            </p>
          )}
        </div>
      )}

      <PushControls vapidPublicKey={view.vapidPublicKey} />

      <Button type="submit" className="justify-self-start" disabled={pending}>
        {pending ? t("settings.saving") : t("settings.save")}
      </Button>
    </form>
  );
}

function PushControls({ vapidPublicKey }: { vapidPublicKey: string }) {
  const { t } = useTranslation("notifications");
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState);
  }, []);
  if (state === null) return null;
  const message = {
    unsupported: t("settings.pushUnsupported"),
    denied: t("settings.pushDenied"),
    on: t("settings.pushEnabled"),
    off: t("settings.pushDisabled"),
  }[state];
  const change = async () => {
    setBusy(true);
    try {
      setState(state === "on" ? await disablePush() : await enablePush(vapidPublicKey));
    } catch {
      toast.error(t("settings.pushError"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <p className="text-sm font-medium">{t("settings.pushTitle")}</p>
      <p className="text-sm text-muted-foreground" role="status">
        {message}
      </p>
      {(state === "on" || state === "off") && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() => void change()}
        >
          {state === "on" ? t("settings.pushOff") : t("settings.pushOn")}
        </Button>
      )}
    </div>
  );
}
