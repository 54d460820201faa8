// The payment card brands of specification §3. The source product had the display names of jcb
// and diners swapped (jcb showed "Diners Club", diners showed "JCB"); they are corrected here to
// jcb → 'JCB' and diners → 'Diners Club', as the contract's CardBrand examples carry them.
// unionpay has no logo (icon null): the UI falls back to GenericCardIcon.
import type { CardBrandKey } from '@generated/api/model/cardBrandKey';
import { AmexIcon, DinersIcon, DiscoverIcon, JcbIcon, MastercardIcon, VisaIcon, type CardIcon } from './icons';

export type CardBrandInfo = {
  key: CardBrandKey;
  /** The display name. */
  name: string;
  /** The logo, or null when the brand has none. */
  icon: CardIcon | null;
  /** A short label for tight spaces. */
  shortName: string;
  /** The brand as the gateways report it. */
  brand: string;
};

/* eslint-disable lingui/no-unlocalized-strings -- card brands' names, the same in every language */
export const CARD_BRANDS = {
  visa: { key: 'visa', name: 'Visa', icon: VisaIcon, shortName: 'Visa', brand: 'Visa' },
  mastercard: { key: 'mastercard', name: 'Mastercard', icon: MastercardIcon, shortName: 'MC', brand: 'MasterCard' },
  amex: { key: 'amex', name: 'American Express', icon: AmexIcon, shortName: 'Amex', brand: 'American Express' },
  discover: { key: 'discover', name: 'Discover', icon: DiscoverIcon, shortName: 'Discover', brand: 'Discover' },
  jcb: { key: 'jcb', name: 'JCB', icon: JcbIcon, shortName: 'JCB', brand: 'JCB' },
  diners: { key: 'diners', name: 'Diners Club', icon: DinersIcon, shortName: 'Diners', brand: 'Diners Club' },
  unionpay: { key: 'unionpay', name: 'UnionPay', icon: null, shortName: 'UnionPay', brand: 'UnionPay' },
} as const satisfies Record<CardBrandKey, CardBrandInfo>;
/* eslint-enable lingui/no-unlocalized-strings */

/** The brands in the order payment pages show their logos. */
export const CARD_BRAND_LIST: readonly CardBrandInfo[] = Object.values(CARD_BRANDS);

export function cardBrand(key: string | null | undefined): CardBrandInfo | null {
  if (!key) return null;
  const normalised = key.trim().toLowerCase();
  return normalised in CARD_BRANDS ? CARD_BRANDS[normalised as CardBrandKey] : null;
}

/** The brand whose gateway-reported name matches, e.g. 'American Express' or 'mastercard'. */
export function cardBrandByGatewayName(name: string | null | undefined): CardBrandInfo | null {
  const wanted = (name ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  if (!wanted) return null;
  return (
    CARD_BRAND_LIST.find(
      (b) => b.brand.toLowerCase() === wanted || b.name.toLowerCase() === wanted || b.key === wanted,
    ) ?? null
  );
}
