/**
 * Escrow settlement for the delivery, dispute and cancellation flows. Each function runs in the
 * caller's transaction, next to the job's lifecycle event, and moves the whole escrow once.
 */
export { escrowOf, ALREADY_SETTLED_MESSAGE, NOTHING_HELD_MESSAGE, type Escrow } from "./held";
export {
  feesOfCheckout,
  refundEscrow,
  releaseEscrow,
  splitDisputedEscrow,
  type Settlement,
} from "./settle";
