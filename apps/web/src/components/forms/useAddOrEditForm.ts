import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";

/** The part of a TanStack mutation the form uses; the update may accept a wider patch. */
type SaveMutation<TVariables, TSaved> = {
  mutate: (variables: TVariables, options: { onSuccess: (saved: TSaved) => void }) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
};

type AddOrEditFormOptions<TItem extends { id: string }, TInput extends FieldValues, TOutput, P> = {
  /** The dialog's open state: each opening starts from the item as saved (or blank). */
  open: boolean;
  /** The item to edit, or null to add one. */
  item: TItem | null;
  resolver: Resolver<TInput, unknown, TOutput>;
  defaults: (item: TItem | null) => TInput;
  toPayload: (values: TOutput) => P;
  add: SaveMutation<P, TItem>;
  update: SaveMutation<{ id: string; patch: P }, TItem>;
  /** After a save: say so and close. */
  onSaved: (saved: TItem) => void;
};

/**
 * One form that adds an item or edits one: validation, a fresh start on every opening (not an
 * abandoned edit), and the add or the update mutation depending on the item.
 */
export function useAddOrEditForm<
  TItem extends { id: string },
  TInput extends FieldValues,
  TOutput,
  P,
>({
  open,
  item,
  resolver,
  defaults,
  toPayload,
  add,
  update,
  onSaved,
}: AddOrEditFormOptions<TItem, TInput, TOutput, P>) {
  // Whole values are a valid (deep partial) default; the generic just can't prove it.
  const defaultValues = defaults(item) as DefaultValues<TInput>;
  const form = useForm<TInput, unknown, TOutput>({ resolver, defaultValues });
  const { reset } = form;

  useEffect(() => {
    if (open) {
      reset(defaults(item));
      add.reset();
      update.reset();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when opened or retargeted
  }, [open, item]);

  const submit = form.handleSubmit((values) => {
    const payload = toPayload(values);
    const done = { onSuccess: onSaved };
    if (item) update.mutate({ id: item.id, patch: payload }, done);
    else add.mutate(payload, done);
  });

  const save = item ? update : add;
  return { form, submit, isPending: save.isPending, error: save.error?.message ?? null };
}
