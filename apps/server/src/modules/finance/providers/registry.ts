import { bankTransferProvider, cepTransferProvider } from './bank-transfer-provider.js';
import { demoProvider } from './demo-provider.js';
import type { PaymentProvider } from './payment-provider.js';

const PROVIDERS: Record<string, PaymentProvider> = {
  [bankTransferProvider.code]: bankTransferProvider,
  [cepTransferProvider.code]: cepTransferProvider,
  [demoProvider.code]: demoProvider,
};

export function providerFor(code: string): PaymentProvider {
  const provider = PROVIDERS[code];
  if (!provider) throw new Error(`No payment provider ${code}`);
  return provider;
}

export function isKnownProvider(code: string): boolean {
  return Object.hasOwn(PROVIDERS, code);
}
