// The dialling codes moved to src/lib/phone so the guest-apply form shares them.
export { DIAL_CODES, defaultDialCode, type DialCode } from '@/lib/phone/dial-codes';
