import { useQueryClient } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { avatarMaxBytes } from "#shared/domain/uploads.ts";
import { Button } from "#web/components/ui/button.tsx";
import { profileQuery, uploadAvatar } from "#web/features/profiles/api/profiles-api.ts";
import { errorText } from "#web/lib/api-client.ts";

/** 'Cambiar foto': images only, 'Subiendo...' while it uploads (spec §2, §4, §8). The server
 * checks the bytes; the browser only spares a pointless upload of something too big. */
export function AvatarUpload() {
  const { t } = useTranslation(["profiles", "common"]);
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    if (file.size > avatarMaxBytes) {
      toast.error(t("photoErrorTitle"), { description: t("photoTooLarge") });
      return;
    }
    setUploading(true);
    try {
      const profile = await uploadAvatar(file);
      queryClient.setQueryData(profileQuery.queryKey, profile);
      await queryClient.invalidateQueries({ queryKey: ["members", "list"] });
      toast.success(t("photoUpdatedTitle"), { description: t("photoUpdatedDescription") });
    } catch (error) {
      toast.error(t("photoErrorTitle"), { description: errorText(error, t) });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        <Camera aria-hidden />
        {uploading ? t("uploading") : t("changePhoto")}
      </Button>
    </>
  );
}
