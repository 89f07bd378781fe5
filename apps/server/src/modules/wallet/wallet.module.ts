import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../payments/index.ts';
import { walletRoutes } from './wallet.routes.ts';

/** The wallet: balance, ledger, top-ups. */
export function walletModule(opts: {
  provider: PaymentProvider;
  publicUrl: string;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(walletRoutes(opts), { prefix: '/cuzdan/api' });
  };
}
