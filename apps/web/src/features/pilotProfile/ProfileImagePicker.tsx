import { PROFILE_IMAGE_ACCEPT, type ProfileImageKind } from "@skyhire/shared";
import { ImageIcon, ImagePlusIcon, Trash2Icon, UploadIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/features/toast/toastStore";
import { cn } from "@/lib/utils";
import { useRemoveProfileImage, useUploadProfileImage } from "./pilotProfileQueries";

const TEXT = {
  profile: {
    title: "Profile image",
    hint: "A clear photo of you or your logo, square works best.",
    saved: "Your profile image is on your profile and in search results.",
  },
  cover: {
    title: "Cover image",
    hint: "A wide shot of your best aerial work, at least 1200 pixels across.",
    saved: "Your cover image is at the top of your public profile.",
  },
} as const satisfies Record<ProfileImageKind, { title: string; hint: string; saved: string }>;

type ProfileImagePickerProps = { kind: ProfileImageKind; url: string | null };

/** Preview, choose, replace and remove one of the profile's two pictures, with upload progress. */
export function ProfileImagePicker({ kind, url }: ProfileImagePickerProps) {
  const text = TEXT[kind];
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadProfileImage(kind);
  const remove = useRemoveProfileImage(kind);
  // The chosen file shows at once, before the upload ends.
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => () => void (localPreview && URL.revokeObjectURL(localPreview)), [localPreview]);

  const busy = upload.isPending || remove.isPending;
  const shown = upload.isPending ? localPreview : url;
  const error = upload.error ?? remove.error;

  const choose = (file: File | undefined) => {
    if (!file) return;
    remove.reset();
    setLocalPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: (detail) => {
        if (detail) toast({ title: `${text.title} saved`, description: text.saved });
      },
    });
  };

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold">{text.title}</h3>
      <div
        className={cn(
          "relative flex items-center justify-center overflow-hidden border bg-muted/60",
          kind === "profile" ? "size-32 rounded-full" : "aspect-[3/1] w-full rounded-2xl",
        )}
      >
        {shown ? (
          <img
            src={shown}
            alt={`${text.title} preview`}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <ImageIcon className="size-8 text-muted-foreground" aria-hidden />
        )}
      </div>
      <p className="text-sm text-muted-foreground">{text.hint} JPEG or PNG, up to 10 MB.</p>
      {upload.isPending && (
        <div className="flex items-center gap-3">
          {/* No figure while the file is checked, or when the browser cannot measure the upload. */}
          <Progress value={upload.progress} label={`${text.title} upload`} />
          <Button variant="ghost" size="sm" onClick={upload.cancel}>
            <XIcon />
            Cancel
          </Button>
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={PROFILE_IMAGE_ACCEPT}
        className="sr-only"
        // The button below opens it; one stop for the keyboard, not two.
        tabIndex={-1}
        aria-label={`Choose a ${text.title.toLowerCase()}`}
        disabled={busy}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          // The same file may be chosen again after a failure.
          event.target.value = "";
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          {url ? <UploadIcon /> : <ImagePlusIcon />}
          {upload.isPending
            ? "Uploading..."
            : url
              ? `Replace ${kind} image`
              : `Upload ${kind} image`}
        </Button>
        {url && (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            className="text-destructive hover:text-destructive"
            onClick={() => {
              upload.reset();
              remove.mutate(undefined, {
                onSuccess: () =>
                  toast({
                    title: `${text.title} removed`,
                    description: "You can add another any time.",
                  }),
              });
            }}
          >
            <Trash2Icon />
            {remove.isPending ? "Removing..." : "Remove"}
          </Button>
        )}
      </div>
      {error && <Alert>{error.message}</Alert>}
    </div>
  );
}
