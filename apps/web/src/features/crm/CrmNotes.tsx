import { CRM_NOTE_MAX, type CrmNote } from "@skyhire/shared";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { DeleteConfirmDialog } from "@/components/page/DeleteConfirmDialog";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/features/toast/toastStore";
import { dayText } from "./crmFormat";
import { useAddNote, useDeleteNote, useEditNote } from "./crmQueries";
import { IconButton } from "@/components/ui/icon-button";

/** The pilot's private notes about a client: add, edit in place, delete after asking. */
export function CrmNotes({ clientId, notes }: { clientId: string; notes: CrmNote[] }) {
  const add = useAddNote(clientId);
  const remove = useDeleteNote();
  const [draft, setDraft] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const [doomed, setDoomed] = useState<CrmNote | null>(null);
  const id = useId();

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div>
        <h3 id={`${id}-heading`} className="font-semibold">
          Private notes
        </h3>
        <p className="text-xs text-muted-foreground">Only you can see these.</p>
      </div>
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!draft.trim()) return;
          add.mutate(draft.trim(), { onSuccess: () => setDraft("") });
        }}
      >
        <Label htmlFor={`${id}-new`} className="sr-only">
          New note
        </Label>
        <Textarea
          id={`${id}-new`}
          value={draft}
          maxLength={CRM_NOTE_MAX}
          rows={3}
          placeholder="Gate codes, preferences, what they liked last time..."
          onChange={(e) => setDraft(e.target.value)}
        />
        {add.error && <Alert>{add.error.message}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" size="sm" disabled={add.isPending || !draft.trim()}>
            {add.isPending ? "Saving..." : "Save note"}
          </Button>
        </div>
      </form>
      {notes.length === 0 ? (
        <p className="rounded-xl border border-dashed px-4 py-5 text-center text-sm text-muted-foreground">
          No notes yet.
        </p>
      ) : (
        <ul aria-label="Notes" className="space-y-2">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl border bg-card p-3">
              {editing === note.id ? (
                <NoteEditor note={note} onDone={() => setEditing(null)} />
              ) : (
                <>
                  <p className="text-sm break-words whitespace-pre-line">{note.body}</p>
                  <div className="mt-2 flex items-center justify-between gap-2">
                    <p className="text-xs text-muted-foreground">
                      {dayText(note.createdAt)}
                      {note.updatedAt !== note.createdAt && " · edited"}
                    </p>
                    <div className="flex gap-1">
                      <IconButton size="sm" label="Edit note" onClick={() => setEditing(note.id)}>
                        <PencilIcon />
                      </IconButton>
                      <IconButton
                        size="sm"
                        label="Delete note"
                        onClick={() => {
                          remove.reset();
                          setDoomed(note);
                        }}
                      >
                        <Trash2Icon />
                      </IconButton>
                    </div>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <DeleteConfirmDialog
        item={doomed}
        open={doomed !== null}
        onOpenChange={(open) => !open && setDoomed(null)}
        remove={remove}
        title="Delete this note?"
        description="This can't be undone."
        confirmLabel="Delete note"
        pendingLabel="Deleting..."
        onDeleted={() => toast({ title: "Note deleted" })}
      />
    </section>
  );
}

function NoteEditor({ note, onDone }: { note: CrmNote; onDone: () => void }) {
  const edit = useEditNote();
  const [body, setBody] = useState(note.body);
  const id = useId();
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!body.trim()) return;
        edit.mutate({ id: note.id, body: body.trim() }, { onSuccess: onDone });
      }}
    >
      <Label htmlFor={id} className="sr-only">
        Edit note
      </Label>
      <Textarea
        id={id}
        value={body}
        maxLength={CRM_NOTE_MAX}
        rows={3}
        autoFocus
        onChange={(e) => setBody(e.target.value)}
      />
      {edit.error && <Alert>{edit.error.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={edit.isPending || !body.trim()}>
          {edit.isPending ? "Saving..." : "Save changes"}
        </Button>
      </div>
    </form>
  );
}
