// What a billing product is called on the billing pages: Kiln Plus, or a Kiln Servers plan by name and memory.
import type { TFunction } from 'i18next';
import { PLUS_PRODUCT } from '#contracts/billing.ts';
import { planOfRam, ramOfProduct } from '#contracts/servers.ts';
import { formatGb } from './server-plans.ts';

export function productName(t: TFunction, productId: string): string {
  if (productId === PLUS_PRODUCT) return t('billing.plusName');
  const ramMb = ramOfProduct(productId);
  if (ramMb === null) return productId;
  return t('serverPurchase.subscription.name', { plan: t(`serverPurchase.plans.${planOfRam(ramMb)}`), ram: formatGb(ramMb) });
}

export const isHostingProduct = (productId: string) => ramOfProduct(productId) !== null;
