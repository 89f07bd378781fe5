import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../mail/index.ts';
import { captchaKey, captchaRoutes, verifyCaptcha } from '../captcha/index.ts';
import { accountFlowsRoutes } from './account-flows.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';

/** Accounts (with the captcha their forms need): sign-in, sessions, registration, profile. */
export function accountsModule(opts: {
  secret: string;
  secureCookies: boolean;
  mailer: Mailer;
  publicUrl: string;
}): FastifyPluginAsync {
  return async (app) => {
    const hmacKey = captchaKey(opts.secret);
    await app.register(captchaRoutes(hmacKey), { prefix: '/kullanici/api' });
    const accountOptions = {
      secret: opts.secret,
      secureCookies: opts.secureCookies,
      verifyCaptcha: (token: string) => verifyCaptcha(app.db, hmacKey, token),
    };
    await app.register(accountsRoutes(accountOptions));
    await app.register(
      accountFlowsRoutes({ ...accountOptions, mailer: opts.mailer, publicUrl: opts.publicUrl }),
      { prefix: '/kullanici/api' },
    );
  };
}
