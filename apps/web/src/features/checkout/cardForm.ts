import type { FormValidation } from "@/features/jobs/formResolver";

/** What people type into the card form. */
export type CardFormValues = {
  number: string;
  /** "MM / YY" */
  expiry: string;
  cvc: string;
  name: string;
};

export const CARD_FIELDS = ["number", "expiry", "cvc", "name"] as const;
export type CardField = (typeof CARD_FIELDS)[number];

/** The card as the test provider takes it (POST /api/checkout/{id}/pay): digits, 4-digit year. */
export type CardDetails = {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  name: string;
};

export const EMPTY_CARD: CardFormValues = { number: "", expiry: "", cvc: "", name: "" };

const digitsOf = (text: string) => text.replace(/\D/g, "");

/** The Luhn checksum every card number carries: catches one wrong or two swapped digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** American Express numbers start 34 or 37, have 15 digits and a 4-digit code. */
export function isAmex(digits: string): boolean {
  return /^3[47]/.test(digits);
}

/** "4242424242424242" → "4242 4242 4242 4242" (Amex: 4-6-5), as people read cards. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, 19);
  const groups = isAmex(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(" ");
}

/** "1228" → "12 / 28"; a lone first digit above 1 becomes "0N / ". */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length <= 2) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month, year };
}

/**
 * Checks the card before anything is sent: each field says what is wrong with it. A card is
 * valid through the last day of its expiry month. `now` is a parameter so tests are stable.
 */
export function validateCard(
  values: CardFormValues,
  now: Date = new Date(),
): FormValidation<CardField, CardDetails> {
  const errors: Partial<Record<CardField, string>> = {};

  const number = digitsOf(values.number);
  if (number === "") errors.number = "Enter the card number";
  else if (/[^\d\s-]/.test(values.number)) errors.number = "Use digits only";
  else if (number.length < 13 || number.length > 19)
    errors.number = "A card number has 13 to 19 digits";
  else if (!passesLuhn(number)) errors.number = "This card number isn't valid. Check for a typo";

  const expiry = parseExpiry(values.expiry);
  if (values.expiry.trim() === "") errors.expiry = "Enter the expiry date";
  else if (!expiry) errors.expiry = "Use MM / YY, e.g. 04 / 29";
  else if (expiry.month < 1 || expiry.month > 12) errors.expiry = "The month must be 01 to 12";
  else {
    const thisMonth = now.getFullYear() * 12 + now.getMonth();
    const cardMonth = expiry.year * 12 + (expiry.month - 1);
    if (cardMonth < thisMonth) errors.expiry = "This card has expired";
    else if (cardMonth > thisMonth + 20 * 12) errors.expiry = "Check the year";
  }

  const cvc = values.cvc.trim();
  const cvcLength = isAmex(number) ? 4 : 3;
  if (cvc === "") errors.cvc = "Enter the security code";
  else if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength)
    errors.cvc = `The security code is ${cvcLength} digits${cvcLength === 4 ? " on the front of the card" : " on the back of the card"}`;

  const name = values.name.trim().replace(/\s+/g, " ");
  if (name === "") errors.name = "Enter the name on the card";
  else if (name.length > 100) errors.name = "Keep the name under 100 characters";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: { cardNumber: number, expMonth: expiry!.month, expYear: expiry!.year, cvc, name },
  };
}
