// Billing's product names: Plus by its name, a hosting plan by its plan and memory, anything else by its id.
import { describe, expect, it } from 'vitest';
import { translatorFor } from '#site/i18n/translator.ts';
import { isHostingProduct, productName } from './product-name.ts';

describe('productName', () => {
  const t = translatorFor('en-US');

  it('names Kiln Plus and each hosting plan', () => {
    expect(productName(t, 'plus')).toBe('Kiln Plus');
    expect(productName(t, 'hosting-4096')).toBe('Kiln Servers · Small (4 GB)');
    expect(productName(t, 'hosting-8192')).toBe('Kiln Servers · Large (8 GB)');
    expect(productName(t, 'hosting-10240')).toBe('Kiln Servers · Custom (10 GB)');
    expect(productName(t, 'gift-card')).toBe('gift-card');
  });

  it('tells hosting plans apart from other products', () => {
    expect(isHostingProduct('hosting-6144')).toBe(true);
    expect(isHostingProduct('plus')).toBe(false);
  });
});
