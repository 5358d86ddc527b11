// The one entitlements module: every plan gate and credit debit of the product (see
// entitlements.ts and /work/notes/entitlements-ready.md).
export {
  createEntitlements,
  type CheckContext,
  type CreditSummary,
  type Entitlements,
  type EntitlementSummary,
  type PlanChange,
  type PlanSnapshot,
  type Subject,
  type Trx,
} from './entitlements'
export { refusalMessage } from './messages'
