import { zodResolver } from "@hookform/resolvers/zod";
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { endFollowingStart } from "#shared/calendar/event-duration.ts";
import { eventTypes } from "#shared/calendar/event-types.ts";
import { isoWeekday } from "#shared/calendar/recurrence.ts";
import {
  type CalendarEvent,
  type EventFormValues,
  type EventInput,
  eventFormSchema,
} from "#shared/schemas/calendar.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { ConfirmDialog } from "#web/components/ui/confirm-dialog.tsx";
import {
  DialogForm,
  FormActions,
  FormDialog,
  useDialogSubmit,
} from "#web/components/ui/form-dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useDeleteEvent, useSaveEvent } from "#web/features/calendar/api/calendar-api.ts";
import { RepeatFields } from "#web/features/calendar/components/repeat-fields.tsx";

export type EventDraft = { event: CalendarEvent } | { day: string };

const localDay = (instant: string) => format(new Date(instant), "yyyy-MM-dd");
const localTime = (instant: string) => format(new Date(instant), "HH:mm");
const startDay = (event: { allDay: boolean; start: string }) =>
  event.allDay ? event.start : localDay(event.start);

/** A new event happens once; choosing "every week" starts with its own weekday ticked. */
const noRepeat = (
  day: string,
): Pick<EventFormValues, "repeat" | "repeatDays" | "repeatUntil" | "reminder"> => ({
  repeat: "none",
  repeatDays: [isoWeekday(day)],
  repeatUntil: "",
  reminder: "",
});

function defaults(draft: EventDraft): EventFormValues {
  if ("day" in draft) {
    return {
      title: "",
      allDay: false,
      startDate: draft.day,
      startTime: "09:00",
      endDate: "",
      endTime: "10:00",
      eventType: "general",
      notes: "",
      ...noRepeat(draft.day),
    };
  }
  // A repeating event is edited as its series: the form shows the first occurrence.
  const event = { ...draft.event, start: draft.event.seriesStart, end: draft.event.seriesEnd };
  const type = (eventTypes as readonly string[]).includes(event.eventType)
    ? (event.eventType as EventFormValues["eventType"])
    : "general";
  const rule = event.recurrence;
  const common = {
    title: event.title,
    eventType: type,
    notes: event.notes ?? "",
    repeat: rule?.frequency ?? "none",
    repeatDays: rule?.frequency === "weekly" ? rule.days : [isoWeekday(startDay(event))],
    repeatUntil: rule?.until ?? "",
    reminder: event.reminderMinutes === null ? "" : String(event.reminderMinutes),
  } satisfies Partial<EventFormValues>;
  if (event.allDay) {
    return {
      ...common,
      allDay: true,
      startDate: event.start,
      startTime: "",
      endDate: event.end ?? "",
      endTime: "",
    };
  }
  const endDate = event.end ? localDay(event.end) : "";
  return {
    ...common,
    allDay: false,
    startDate: localDay(event.start),
    startTime: localTime(event.start),
    endDate: endDate === localDay(event.start) ? "" : endDate,
    endTime: event.end ? localTime(event.end) : "",
  };
}

/** Times are typed on this device's clock and sent as instants; all-day events as days. */
function toInput(values: EventFormValues): EventInput {
  const common = {
    title: values.title,
    eventType: values.eventType,
    notes: values.notes || null,
    recurrence:
      values.repeat === "none"
        ? null
        : {
            frequency: values.repeat,
            days: values.repeat === "weekly" ? values.repeatDays : [],
            until: values.repeatUntil || null,
          },
    reminderMinutes: values.reminder === "" ? null : Number(values.reminder),
  };
  if (values.allDay) {
    return { ...common, allDay: true, start: values.startDate, end: values.endDate || null };
  }
  const start = new Date(`${values.startDate}T${values.startTime}`).toISOString();
  const end = values.endTime
    ? new Date(`${values.endDate || values.startDate}T${values.endTime}`).toISOString()
    : null;
  return { ...common, allDay: false, start, end };
}

interface EventFormDialogProps {
  draft: EventDraft | null;
  canEdit: (event: CalendarEvent) => boolean;
  onClose: () => void;
}

export function EventFormDialog({ draft, canEdit, onClose }: EventFormDialogProps) {
  const { t } = useTranslation("calendar");
  const editing = draft && "event" in draft ? draft.event : null;
  return (
    <FormDialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(editing ? "form.editTitle" : "form.createTitle")}
      description={t(editing ? "form.editDescription" : "form.createDescription")}
    >
      {draft && (
        <EventForm
          key={editing?.id ?? ("day" in draft ? draft.day : "")}
          draft={draft}
          editable={editing ? canEdit(editing) : true}
          onDone={onClose}
        />
      )}
    </FormDialog>
  );
}

function EventForm({
  draft,
  editable,
  onDone,
}: {
  draft: EventDraft;
  editable: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation("calendar");
  const saveEvent = useSaveEvent();
  const deleteEvent = useDeleteEvent();
  const [confirming, setConfirming] = useState(false);
  const event = "event" in draft ? draft.event : null;
  const form = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: "onTouched",
    defaultValues: defaults(draft),
  });
  const { errors, isSubmitting } = form.formState;
  const allDay = form.watch("allDay");
  // The end follows the start, keeping the duration: moving 9:00–10:00 to 17:00 gives 18:00.
  const lastStart = useRef({
    startDate: form.getValues("startDate"),
    startTime: form.getValues("startTime"),
  });
  const followStart = () => {
    const values = form.getValues();
    const start = { startDate: values.startDate, startTime: values.startTime };
    if (!start.startDate) return;
    const end = endFollowingStart({ ...values, ...lastStart.current }, start, values.allDay);
    lastStart.current = start;
    const options = { shouldValidate: form.formState.isSubmitted };
    if (end.endDate !== values.endDate) form.setValue("endDate", end.endDate, options);
    if (end.endTime !== values.endTime) form.setValue("endTime", end.endTime, options);
  };

  // No toast of its own: the mutation's says why; a field the server named gets its message too.
  const submit = useDialogSubmit(form, {
    save: async (values) => {
      await saveEvent.mutateAsync({ id: event?.id ?? null, input: toInput(values) });
      onDone();
    },
  });

  return (
    <DialogForm onSubmit={submit}>
      <fieldset disabled={!editable} className="grid gap-4">
        <FormField label={t("form.title")} error={errors.title}>
          <Input
            autoComplete="off"
            placeholder={t("form.titlePlaceholder")}
            {...form.register("title")}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={form.control}
            name="allDay"
            render={({ field }) => (
              <Checkbox
                id="evento-todo-el-dia"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                disabled={!editable}
              />
            )}
          />
          <Label htmlFor="evento-todo-el-dia">{t("form.allDay")}</Label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("form.startDate")} error={errors.startDate}>
            <Input type="date" {...form.register("startDate", { onChange: followStart })} />
          </FormField>
          {!allDay && (
            <FormField label={t("form.startTime")} error={errors.startTime}>
              <Input type="time" {...form.register("startTime", { onChange: followStart })} />
            </FormField>
          )}
          <FormField label={t("form.endDate")} error={errors.endDate}>
            <Input type="date" {...form.register("endDate")} />
          </FormField>
          {!allDay && (
            <FormField label={t("form.endTime")} error={errors.endTime}>
              <Input type="time" {...form.register("endTime")} />
            </FormField>
          )}
        </div>
        <RepeatFields form={form} />
        {event?.recurrence && (
          <p className="text-sm text-muted-foreground">{t("form.seriesNote")}</p>
        )}
        <FormField label={t("form.type")} error={errors.eventType}>
          <NativeSelect {...form.register("eventType")}>
            {eventTypes.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label={t("form.notes")} error={errors.notes}>
          <Textarea rows={3} {...form.register("notes")} />
        </FormField>
      </fieldset>
      <FormActions
        cancelLabel={t("form.cancel")}
        submitLabel={t(event ? "form.save" : "form.create")}
        submittingLabel={t("form.saving")}
        submitting={isSubmitting}
        canSubmit={editable}
      >
        {event && editable && (
          <Button
            type="button"
            variant="ghost"
            className="text-destructive sm:mr-auto"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            {t("form.delete")}
          </Button>
        )}
      </FormActions>
      {event && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("confirmDelete.title")}
          description={t(
            event.recurrence ? "confirmDelete.seriesDescription" : "confirmDelete.description",
            { title: event.title },
          )}
          confirmLabel={t("confirmDelete.confirm")}
          cancelLabel={t("confirmDelete.cancel")}
          closeLabel={t("common:close")}
          destructive
          onConfirm={() => {
            setConfirming(false);
            deleteEvent.mutate(event.id);
            onDone();
          }}
        />
      )}
    </DialogForm>
  );
}
