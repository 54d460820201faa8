import { describe, expect, it } from 'vitest';
import { CardBrandKey } from '@generated/api/model/cardBrandKey';
import { CARD_BRANDS, CARD_BRAND_LIST, cardBrand, cardBrandByGatewayName } from './brands';

describe('card brands', () => {
  it('has one entry for every key of the contract, with all fields', () => {
    expect(Object.keys(CARD_BRANDS).sort()).toEqual(Object.values(CardBrandKey).sort());
    for (const b of CARD_BRAND_LIST) {
      expect(b.name).not.toBe('');
      expect(b.shortName).not.toBe('');
      expect(b.brand).not.toBe('');
    }
  });

  it('names jcb and diners correctly (the source product had them swapped)', () => {
    expect(CARD_BRANDS.jcb.name).toBe('JCB');
    expect(CARD_BRANDS.diners.name).toBe('Diners Club');
  });

  it('gives unionpay no icon and every other brand one', () => {
    expect(CARD_BRANDS.unionpay.icon).toBeNull();
    for (const b of CARD_BRAND_LIST.filter((x) => x.key !== 'unionpay')) expect(b.icon).toBeTypeOf('function');
  });

  it('looks brands up by key and by the gateway name', () => {
    expect(cardBrand('AMEX')?.name).toBe('American Express');
    expect(cardBrand('maestro')).toBeNull();
    expect(cardBrand(null)).toBeNull();
    expect(cardBrandByGatewayName('American  Express')?.key).toBe('amex');
    expect(cardBrandByGatewayName('mastercard')?.key).toBe('mastercard');
    expect(cardBrandByGatewayName('Diners Club')?.key).toBe('diners');
    expect(cardBrandByGatewayName('')).toBeNull();
  });
});
