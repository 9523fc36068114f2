import { PlaneIcon } from "lucide-react";
import { QueryView } from "@/components/page/QueryView";
import { LinkButton } from "@/components/page/LinkButton";
import { useMyCredentials } from "./credentialQueries";
import { CredentialForm } from "./CredentialForm";
import { INSURANCE_FORM, PART107_FORM } from "./credentialForms";
import { CredentialStatus } from "./CredentialStatus";

/**
 * The profile builder's Credentials section: the Part 107 certificate and the certificate of
 * insurance, each with its state and the form to send it (again) for review, and the fleet's
 * FAA registrations, which are kept with each drone.
 */
export function CredentialsSection() {
  const query = useMyCredentials();
  return (
    <QueryView query={query} errorMessage="We couldn't load your credentials.">
      {(mine) => (
        <div className="space-y-8">
          {[PART107_FORM, INSURANCE_FORM].map((spec) => {
            const credential = mine[spec.kind];
            return (
              <section
                key={spec.kind}
                aria-labelledby={`credential-${spec.kind}`}
                className="space-y-3"
              >
                <div className="space-y-1">
                  <h3 id={`credential-${spec.kind}`} className="font-semibold">
                    {spec.title}
                  </h3>
                  <p className="text-sm text-muted-foreground">{spec.description}</p>
                </div>
                <CredentialStatus credential={credential} />
                <CredentialForm
                  key={credential?.submittedAt ?? "new"}
                  spec={spec}
                  credential={credential}
                />
              </section>
            );
          })}
          <section aria-labelledby="credential-fleet" className="space-y-2">
            <h3 id="credential-fleet" className="flex items-center gap-2 font-semibold">
              <PlaneIcon className="size-4 text-brand-sky" aria-hidden />
              FAA registration of your fleet
            </h3>
            <p className="text-sm text-muted-foreground">
              {mine.fleet.aircraftNeedingRegistration === 0
                ? "No drone of 250 g or more in your equipment yet."
                : `${mine.fleet.aircraftRegistered} of ${mine.fleet.aircraftNeedingRegistration} drones of 250 g or more registered and current (Part 48).`}{" "}
              Add each drone's weight, registration number, expiry and Remote ID with your
              equipment.
            </p>
            <LinkButton href="/equipment-management" variant="outline" size="sm">
              Manage fleet registrations
            </LinkButton>
          </section>
        </div>
      )}
    </QueryView>
  );
}
