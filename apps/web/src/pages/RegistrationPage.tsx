import { BuildingIcon, PlaneIcon } from "lucide-react";
import { Link } from "wouter";
import { PageContainer } from "@/components/page/PageContainer";
import { PageHeader } from "@/components/page/PageHeader";

const CHOICES = [
  {
    href: "/register/pilot",
    icon: PlaneIcon,
    title: "I'm a pilot",
    text: "Set up your pilot profile with your Part 107 number, services and equipment.",
  },
  {
    href: "/register/client",
    icon: BuildingIcon,
    title: "I'm hiring",
    text: "Add your company details so pilots know who they'll fly for.",
  },
];

/** /registration: where new accounts choose how they'll use the marketplace. */
export default function RegistrationPage() {
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader
        eyebrow="Finish setting up"
        title="How will you use the marketplace?"
        description="Pick one to complete your profile. You can hold both roles on one account."
      />
      <ul className="grid gap-5 sm:grid-cols-2">
        {CHOICES.map(({ href, icon: Icon, title, text }) => (
          <li key={href}>
            <Link
              href={href}
              className="flex h-full flex-col gap-3 rounded-2xl border bg-card p-6 transition-[border-color,transform] hover:-translate-y-0.5 hover:border-brand-sky/50"
            >
              <Icon className="size-8 text-brand-sky" aria-hidden />
              <span className="text-xl font-bold">{title}</span>
              <span className="text-muted-foreground">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageContainer>
  );
}
