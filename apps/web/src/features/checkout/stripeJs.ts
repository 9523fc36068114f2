/**
 * The few parts of Stripe.js the checkout uses. Card details typed into Stripe's own iframe
 * never reach SkyHire: Stripe.js turns them into a PaymentMethod id, which is all the server
 * gets (PCI SAQ A).
 */
export type StripeCardElement = {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
  on: (
    event: "change",
    handler: (e: { error?: { message: string }; complete: boolean }) => void,
  ) => void;
};

type StripeElements = {
  create: (type: "card", options?: Record<string, unknown>) => StripeCardElement;
};

export type StripeClient = {
  elements: () => StripeElements;
  createPaymentMethod: (input: {
    type: "card";
    card: StripeCardElement;
    billing_details: { name: string };
  }) => Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeClient;
  }
}

const STRIPE_JS_URL = "https://js.stripe.com/v3/";
let loading: Promise<NonNullable<Window["Stripe"]>> | null = null;

/** Loads Stripe.js once (it must come from js.stripe.com, never bundled). */
export function loadStripe(publishableKey: string): Promise<StripeClient> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) {
      resolve(window.Stripe);
      return;
    }
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error("Stripe.js did not load"));
    script.onerror = () => {
      loading = null;
      reject(new Error("Stripe.js could not be loaded. Check your connection and try again."));
    };
    document.head.appendChild(script);
  });
  return loading.then((Stripe) => Stripe(publishableKey));
}
