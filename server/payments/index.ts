// The gateway the server uses: the sandbox, configured from the environment once per process.
import type { PaymentGateway } from './gateway.ts';
import { type PaymentConfig, readPaymentConfig } from './payment-config.ts';
import { SandboxGateway } from './sandbox-gateway.ts';

export interface Payments {
  gateway: PaymentGateway;
  config: PaymentConfig;
}

let payments: Payments | undefined;

export function paymentsFromEnv(): Payments {
  if (!payments) {
    const config = readPaymentConfig();
    payments = { gateway: new SandboxGateway(config), config };
  }
  return payments;
}
