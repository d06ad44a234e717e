import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { type PhoneCountry, phoneCountries } from "#shared/channels/phone-countries.ts";
import type { MessagingChannel, PhoneLinkState } from "#shared/schemas/channels.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from "#web/components/ui/card.tsx";
import { Input, NativeSelect } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import {
  confirmPhoneLink,
  phoneLinkQuery,
  startPhoneLink,
  unlinkPhone,
} from "#web/features/profiles/api/phone-link-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** Perfiles: the member's number for talking to Hogaria over WhatsApp or SMS (issue 17). */
export function PhoneLinkCard() {
  const { t } = useTranslation(["profiles", "common", "errors"]);
  const state = useQuery(phoneLinkQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MessageCircle className="size-5" aria-hidden />
          {t("phoneLink.title")}
        </CardTitle>
        <CardDescription>{t("phoneLink.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {state.data ? (
          <PhoneLinkBody state={state.data} />
        ) : (
          <p role="status" className="text-muted-foreground">
            {state.isError ? t("loadError") : t("common:loading")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PhoneLinkBody({ state }: { state: PhoneLinkState }) {
  const { t } = useTranslation(["profiles", "common", "errors"]);
  const queryClient = useQueryClient();
  const ids = { country: useId(), phone: useId(), channel: useId(), code: useId() };
  const [country, setCountry] = useState<PhoneCountry>(state.country);
  const [phone, setPhone] = useState("");
  const [channel, setChannel] = useState<MessagingChannel>("whatsapp");
  const [code, setCode] = useState("");
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const settle = (next: PhoneLinkState | null, text: string) => {
    if (next) queryClient.setQueryData(phoneLinkQuery.queryKey, next);
    else void queryClient.invalidateQueries({ queryKey: phoneLinkQuery.queryKey });
    setResult({ ok: true, text });
  };
  const start = useMutation({
    mutationFn: () => startPhoneLink({ phone, country, channel }),
    onSuccess: (next) => settle(next, t("phoneLink.codeSent")),
    onError: (error) => setResult({ ok: false, text: errorText(error, t) }),
  });
  const confirm = useMutation({
    mutationFn: () => confirmPhoneLink({ code }),
    onSuccess: (next) => {
      setCode("");
      settle(next, t("phoneLink.linked"));
    },
    onError: (error) => setResult({ ok: false, text: errorText(error, t) }),
  });
  const unlink = useMutation({
    mutationFn: unlinkPhone,
    onSuccess: () => settle(null, t("phoneLink.unlinked")),
    onError: (error) => setResult({ ok: false, text: errorText(error, t) }),
  });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    start.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    confirm.mutate();
  };
  const link = state.link;

  return (
    <div className="grid gap-4">
      {!state.available && <p className="text-muted-foreground">{t("phoneLink.unavailable")}</p>}
      {state.available && !state.includedInPlan && (
        <p className="text-muted-foreground">{t("phoneLink.proOnly")}</p>
      )}
      {link?.status === "verified" ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p data-testid="phone-link-state">
            {t("phoneLink.linkedAs", {
              phone: link.phone,
              channel: t(`phoneLink.channels.${link.channel}`),
            })}
          </p>
          <Button variant="outline" disabled={unlink.isPending} onClick={() => unlink.mutate()}>
            {t("phoneLink.unlink")}
          </Button>
        </div>
      ) : (
        <>
          <form className="grid gap-3 sm:grid-cols-[10rem_1fr]" onSubmit={submitPhone}>
            <div className="grid gap-1">
              <Label htmlFor={ids.country}>{t("phoneLink.country")}</Label>
              <NativeSelect
                id={ids.country}
                value={country}
                onChange={(event) => setCountry(event.target.value as PhoneCountry)}
              >
                {phoneCountries.map((option) => (
                  <option key={option.code} value={option.code}>
                    {t(`phoneLink.countries.${option.code}`)} (+{option.dial})
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.phone}>{t("phoneLink.phone")}</Label>
              <Input
                id={ids.phone}
                type="tel"
                autoComplete="tel-national"
                inputMode="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                required
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.channel}>{t("phoneLink.channel")}</Label>
              <NativeSelect
                id={ids.channel}
                value={channel}
                onChange={(event) => setChannel(event.target.value as MessagingChannel)}
              >
                <option value="whatsapp">{t("phoneLink.channels.whatsapp")}</option>
                <option value="sms">{t("phoneLink.channels.sms")}</option>
              </NativeSelect>
            </div>
            <div className="flex items-end">
              <Button type="submit" disabled={start.isPending || !state.available}>
                {link ? t("phoneLink.resend") : t("phoneLink.sendCode")}
              </Button>
            </div>
          </form>
          {link?.status === "pending" && (
            <form className="flex flex-wrap items-end gap-3" onSubmit={submitCode}>
              <div className="grid gap-1">
                <Label htmlFor={ids.code}>{t("phoneLink.code", { phone: link.phone })}</Label>
                <Input
                  id={ids.code}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  value={code}
                  onChange={(event) => setCode(event.target.value.replace(/\D/g, ""))}
                  className="w-40"
                  required
                />
              </div>
              <Button type="submit" disabled={confirm.isPending}>
                {t("phoneLink.confirm")}
              </Button>
            </form>
          )}
        </>
      )}
      <p
        role="status"
        aria-live="polite"
        className={result?.ok === false ? "text-destructive" : "text-muted-foreground"}
      >
        {result?.text ?? ""}
      </p>
    </div>
  );
}
