import { REVIEW_BODY_MAX, reviewRequestSchema } from "@skyhire/shared";
import { useId, useState } from "react";
import { FieldMessages, describedBy } from "@/components/forms/FormField";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/features/toast/toastStore";
import { useSubmitReview } from "./reviewQueries";
import { StarRatingInput } from "./StarRatingInput";

/** Stars and a few words about the other side of a completed job. */
export function ReviewForm({ jobId, revieweeLabel }: { jobId: string; revieweeLabel: string }) {
  const bodyId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ rating?: string; body?: string }>({});
  const submit = useSubmitReview(jobId);

  const send = () => {
    const parsed = reviewRequestSchema.safeParse({ rating, body: body.trim() || null });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "body" ? "body" : "rating";
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () =>
        toast({
          title: "Review sent",
          description: "It appears once both of you have reviewed, or when the window ends.",
        }),
    });
  };

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <StarRatingInput
        legend={`How was working with ${revieweeLabel}?`}
        value={rating}
        onChange={(value) => {
          setRating(value);
          setErrors((e) => ({ ...e, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div className="space-y-2">
        <Label htmlFor={bodyId}>Your review (optional)</Label>
        <Textarea
          id={bodyId}
          rows={4}
          maxLength={REVIEW_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(bodyId, true, errors.body)}
        />
        <FieldMessages
          inputId={bodyId}
          hint="What went well, what could be better. Shown on their profile."
          error={errors.body}
        />
      </div>
      {submit.error && <Alert>{submit.error.message}</Alert>}
      <Button type="submit" disabled={submit.isPending}>
        {submit.isPending ? "Sending..." : "Send review"}
      </Button>
    </form>
  );
}
