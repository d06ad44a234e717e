import { Share2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import type { ShoppingListWithItems } from "#shared/schemas/shopping.ts";
import { shoppingListText } from "#shared/shopping/list-text.ts";
import { Button } from "#web/components/ui/button.tsx";

/** Copies text where the async clipboard is missing (a plain-http address on the home network). */
function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  return copied;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  if (!copyWithSelection(text)) throw new Error("copy refused");
}

/** A phone's share sheet (WhatsApp and the rest) where there is one and a finger to use it;
 * elsewhere the list goes to the clipboard. */
function shouldUseShareSheet(text: string): boolean {
  return (
    typeof navigator.share === "function" &&
    window.matchMedia("(pointer: coarse)").matches &&
    (navigator.canShare?.({ text }) ?? true)
  );
}

/** «Compartir lista»: what is still to buy, as text. */
export function ShareListButton({ list }: { list: ShoppingListWithItems }) {
  const { t } = useTranslation("conveniences");

  const share = async () => {
    const text = shoppingListText(list, { toBuy: t("share.toBuy"), empty: t("share.empty") });
    try {
      if (shouldUseShareSheet(text)) {
        await navigator.share({ title: list.name, text });
        toast.success(t("share.shared"), { description: list.name });
        return;
      }
      await copyText(text);
      toast.success(t("share.copied"), { description: t("share.copiedDescription") });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return;
      toast.error(t("share.failed"));
    }
  };

  return (
    <Button variant="outline" size="lg" className="h-11" onClick={() => void share()}>
      <Share2 aria-hidden />
      {t("share.action")}
    </Button>
  );
}
