import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from "@skyhire/shared";
import type { ReactNode } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ACTION_LABELS, TARGET_LABELS } from "./auditWords";
import type { AuditFilters as Filters } from "./moderationQueries";

const ACTION_OPTIONS = [
  { value: "", label: "Any action" },
  ...AUDIT_ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] })),
];
const TARGET_OPTIONS = [
  { value: "", label: "Anything" },
  ...AUDIT_TARGET_TYPES.map((t) => ({ value: t, label: TARGET_LABELS[t] })),
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** Filters of the audit log: action, operator, target, and a date range. */
export function AuditFilters({
  filters,
  operators,
  onChange,
}: {
  filters: Filters;
  operators: { id: string; name: string }[];
  onChange: (next: Filters) => void;
}) {
  const set = (key: keyof Filters, value: string) =>
    onChange({ ...filters, [key]: value || undefined, page: 1 });
  return (
    <div className="grid gap-3 rounded-2xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field id="audit-action" label="Action">
        <NativeSelect
          id="audit-action"
          options={ACTION_OPTIONS}
          value={filters.action ?? ""}
          onChange={(e) => set("action", e.target.value)}
        />
      </Field>
      <Field id="audit-operator" label="Operator">
        <NativeSelect
          id="audit-operator"
          options={[
            { value: "", label: "Any operator" },
            ...operators.map((o) => ({ value: o.id, label: o.name })),
          ]}
          value={filters.operatorId ?? ""}
          onChange={(e) => set("operatorId", e.target.value)}
        />
      </Field>
      <Field id="audit-target-type" label="Target">
        <NativeSelect
          id="audit-target-type"
          options={TARGET_OPTIONS}
          value={filters.targetType ?? ""}
          onChange={(e) => set("targetType", e.target.value)}
        />
      </Field>
      <Field id="audit-target-id" label="Target id">
        <Input
          id="audit-target-id"
          placeholder="Paste an id"
          defaultValue={filters.targetId ?? ""}
          onChange={(e) => {
            const value = e.target.value.trim();
            // Only a whole id filters; a half-typed one would answer nothing.
            if (value === "" || UUID.test(value)) set("targetId", value);
          }}
        />
      </Field>
      <Field id="audit-from" label="From">
        <Input
          id="audit-from"
          type="date"
          value={filters.from ?? ""}
          onChange={(e) => set("from", e.target.value)}
        />
      </Field>
      <Field id="audit-to" label="To">
        <Input
          id="audit-to"
          type="date"
          value={filters.to ?? ""}
          onChange={(e) => set("to", e.target.value)}
        />
      </Field>
    </div>
  );
}
