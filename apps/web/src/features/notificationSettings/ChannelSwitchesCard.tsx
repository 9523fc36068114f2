import type { NotificationGroupPreference } from "@skyhire/shared";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = {
  groups: NotificationGroupPreference[];
  /** The group being saved: its switches wait for the answer. */
  savingGroup: string | undefined;
  onChange: (group: NotificationGroupPreference, change: { email: boolean; push: boolean }) => void;
};

function ChannelSwitch(props: {
  id: string;
  label: string;
  groupLabel: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Switch
        id={props.id}
        checked={props.checked}
        disabled={props.disabled}
        onCheckedChange={props.onCheckedChange}
        aria-label={`${props.label} for ${props.groupLabel}`}
      />
      <Label htmlFor={props.id} className="text-sm whitespace-nowrap">
        {props.label}
      </Label>
    </div>
  );
}

/** One row per event group: in-app always on, then the email and push switches. */
export function ChannelSwitchesCard({ groups, savingGroup, onChange }: Props) {
  return (
    <Card className="mb-6">
      <CardContent className="p-0">
        <ul className="divide-y">
          {groups.map((g) => {
            const saving = savingGroup === g.group;
            return (
              <li
                key={g.group}
                className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <h2 className="text-base font-semibold">{g.label}</h2>
                  <p className="text-sm text-muted-foreground">About {g.description}.</p>
                </div>
                <div className="grid shrink-0 grid-cols-3 items-center gap-x-3 sm:w-80">
                  {/* Shown for completeness: every event is always in the app. */}
                  <ChannelSwitch
                    id={`in-app-${g.group}`}
                    label="In-app"
                    groupLabel={g.label}
                    checked
                    disabled
                    onCheckedChange={() => undefined}
                  />
                  <ChannelSwitch
                    id={`email-${g.group}`}
                    label="Email"
                    groupLabel={g.label}
                    checked={g.email}
                    disabled={saving}
                    onCheckedChange={(email) => onChange(g, { email, push: g.push })}
                  />
                  {g.pushAvailable ? (
                    <ChannelSwitch
                      id={`push-${g.group}`}
                      label="Push"
                      groupLabel={g.label}
                      checked={g.push}
                      disabled={saving}
                      onCheckedChange={(push) => onChange(g, { email: g.email, push })}
                    />
                  ) : (
                    <p className="text-sm text-muted-foreground">No push</p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
