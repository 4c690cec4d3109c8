import type { PaymentsConfig } from '../../config';
import { MercadoPagoProvider } from './mercado-pago';
import { SandboxPaymentProvider } from './sandbox';
import type { PaymentProvider } from './types';

export { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from './sandbox';
export * from './types';

/** The provider PAYMENT_PROVIDER names: the sandbox by default, Mercado Pago with its credentials. */
export function createPaymentProvider(config: PaymentsConfig): PaymentProvider {
  if (config.provider === 'mercadopago') return new MercadoPagoProvider(config);
  return new SandboxPaymentProvider(config.sandboxSecret);
}
