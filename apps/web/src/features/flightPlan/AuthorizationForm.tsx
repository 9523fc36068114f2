import {
  AIRSPACE_AUTHORIZATION_KIND_LABELS,
  AIRSPACE_AUTHORIZATION_KINDS,
  MAX_ALTITUDE_FT_AGL,
  type AirspaceAuthorizationKind,
} from "@skyhire/shared";
import { useId, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useToast } from "@/features/toast/useToast";
import { siteInstantOf } from "./siteInput";
import { useRecordAuthorization } from "./flightPlanQueries";

const KIND_OPTIONS = AIRSPACE_AUTHORIZATION_KINDS.map((value) => ({
  value,
  label: AIRSPACE_AUTHORIZATION_KIND_LABELS[value],
}));

/** The hired pilot records an authorization they hold; times are the site's. */
export function AuthorizationForm({ jobId, timeZone }: { jobId: string; timeZone: string }) {
  const ids = useId();
  const { toast } = useToast();
  const record = useRecordAuthorization(jobId);
  const [kind, setKind] = useState<AirspaceAuthorizationKind>("laanc");
  const [reference, setReference] = useState("");
  const [ceiling, setCeiling] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const validFrom = siteInstantOf(from, timeZone);
    const validTo = siteInstantOf(to, timeZone);
    if (!validFrom || !validTo) {
      setProblem("Enter when the authorization starts and ends.");
      return;
    }
    setProblem(null);
    record.mutate(
      {
        kind,
        reference,
        ceilingFtAgl: Number(ceiling),
        validFrom: validFrom.toISOString(),
        validTo: validTo.toISOString(),
      },
      {
        onSuccess: () => {
          setReference("");
          toast({ title: "Authorization recorded", description: "The client can see it." });
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4 rounded-xl border bg-muted/30 p-4">
      <h3 className="text-sm font-semibold">Record an authorization you hold</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor={`${ids}-kind`}>Kind</Label>
          <NativeSelect
            id={`${ids}-kind`}
            value={kind}
            onChange={(e) => setKind(e.target.value as AirspaceAuthorizationKind)}
            options={KIND_OPTIONS}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-reference`}>Reference number</Label>
          <Input
            id={`${ids}-reference`}
            value={reference}
            maxLength={60}
            onChange={(e) => setReference(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-ceiling`}>Approved ceiling (ft AGL)</Label>
          <Input
            id={`${ids}-ceiling`}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_ALTITUDE_FT_AGL}
            value={ceiling}
            onChange={(e) => setCeiling(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-from`}>Valid from (site time)</Label>
          <Input
            id={`${ids}-from`}
            type="datetime-local"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${ids}-to`}>Valid to (site time)</Label>
          <Input
            id={`${ids}-to`}
            type="datetime-local"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
      </div>
      {problem && <Alert>{problem}</Alert>}
      <Button type="submit" variant="outline" disabled={record.isPending}>
        {record.isPending ? "Recording..." : "Record authorization"}
      </Button>
    </form>
  );
}
