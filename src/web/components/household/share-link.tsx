import { useQuery } from "@tanstack/react-query";
import { Copy, Link2 } from "lucide-react";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ShareLink as ShareLinkAnswer } from "#shared/schemas/invitations.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { api, errorText } from "#web/lib/api-client.ts";

/** The household's shareable invitation link. POST because it may create one; asking again
 * returns the same link until someone joins with it (then the "members" live event refetches). */
export const shareLinkQueryKey = ["members", "share-link"] as const;

export function useShareLink(enabled = true) {
  return useQuery({
    queryKey: shareLinkQueryKey,
    queryFn: () => api<ShareLinkAnswer>("/api/invitations/link", { method: "POST", body: {} }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The link with a copy button ('¡Copiado!'). */
export function ShareLink({ label }: { label: string }) {
  const { t } = useTranslation("household");
  const link = useShareLink();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("shareLink.copied"));
    } catch {
      input.current?.select();
      toast.error(t("shareLink.copyFailed"));
    }
  };

  return (
    <div className="grid gap-1.5">
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-medium">
        <Link2 className="size-4" aria-hidden />
        {label}
      </label>
      {link.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(link.error, t, t("shareLink.error"))}
        </p>
      ) : (
        <div className="flex gap-2">
          <Input
            id={inputId}
            ref={input}
            readOnly
            value={link.data?.url ?? t("shareLink.loading")}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-xs"
          />
          <Button
            type="button"
            variant="outline"
            disabled={!link.data}
            onClick={() => link.data && void copy(link.data.url)}
            aria-label={t("shareLink.copyLabel")}
          >
            <Copy aria-hidden />
            <span className="hidden sm:inline">{t("shareLink.copy")}</span>
          </Button>
        </div>
      )}
      <p className="text-xs text-muted-foreground">{t("shareLink.hint")}</p>
    </div>
  );
}
