import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  changePasswordSchema,
  loginResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  profileUpdateSchema,
  registerRequestSchema,
  userSchema,
  verificationStatusSchema,
  verifyEmailRequestSchema,
} from '@carsi/shared';
import {
  accountExists,
  type Mailer,
  passwordChanged,
  passwordReset,
  verificationCode,
} from '../mail/index.ts';
import {
  changePassword,
  confirmPasswordReset,
  createPasswordReset,
  RESET_REQUESTED,
} from './password.service.ts';
import { getProfile, updateProfile } from './profile.service.ts';
import { register } from './registration.service.ts';
import type { IssuedCode } from './verification.service.ts';
import {
  issueVerificationCode,
  ResendTooSoonError,
  resendWait,
  verificationStatus,
  verifyEmailCode,
} from './verification.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { issueAccessToken } from './tokens.service.ts';
import type { AccountsOptions } from './accounts.routes.ts';

const detailSchema = z.object({ detail: z.string() });

export interface AccountFlowsOptions extends AccountsOptions {
  mailer: Mailer;
  publicUrl: string;
}

/** Registration, e-mail verification, password reset and change, and the profile. */
export function accountFlowsRoutes(opts: AccountFlowsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const sendCode = async (issued: IssuedCode) => {
      const mail = issued.code
        ? verificationCode(issued.firstName, issued.code)
        : accountExists(
            issued.firstName,
            `${opts.publicUrl}/login`,
            `${opts.publicUrl}/forgot-password`,
          );
      await opts.mailer.send(app.db, { to: issued.email, ...mail });
    };

    app.post(
      '/register/',
      {
        config: { rateLimit: app.routeLimit(10, '1 hour') },
        schema: {
          tags: ['hesap'],
          summary: 'Üye ol (giriş yapılır, e-postaya doğrulama kodu gider)',
          body: registerRequestSchema,
          response: { 201: loginResponseSchema, 400: apiErrorSchema },
        },
      },
      async (req, reply) => {
        await opts.verifyCaptcha(req.body.captchaToken);
        const { user, session, code } = await register(app.db, opts.secret, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        await sendCode(code);
        setRefreshCookie(reply, session.refreshToken, opts.secureCookies);
        reply.rebindCsrf(session.sessionId);
        const access = await issueAccessToken(opts.secret, user.id, session.sessionId);
        return reply.status(201).send({
          access,
          user,
          message: 'Hesabın oluşturuldu. E-posta adresine gönderdiğimiz 6 haneli kodu gir.',
        });
      },
    );

    app.get(
      '/verify-email/',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'E-posta doğrulama durumu',
          response: { 200: verificationStatusSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return verificationStatus(app.db, req.authUser!.id);
      },
    );

    app.post(
      '/verify-email/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(20, '10 minutes') },
        schema: {
          tags: ['hesap'],
          summary: 'E-posta doğrulama kodunu gir (10 dakika, 5 deneme)',
          body: verifyEmailRequestSchema,
          response: {
            200: z.object({ detail: z.string(), user: userSchema }),
            400: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (req) => {
        const user = await verifyEmailCode(app.db, opts.secret, req.authUser!.id, req.body.code);
        return { detail: 'E-posta adresin doğrulandı.', user };
      },
    );

    app.post(
      '/verify-email/resend/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(10, '1 hour') },
        schema: {
          tags: ['hesap'],
          summary: 'Yeni doğrulama kodu gönder (60 saniyede bir)',
          response: {
            200: z.object({ detail: z.string(), resend_available_in: z.number().int() }),
            429: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        const userId = req.authUser!.id;
        const status = await verificationStatus(app.db, userId);
        if (status.verified)
          return { detail: 'E-posta adresin zaten doğrulanmış.', resend_available_in: 0 };
        const wait = await resendWait(app.db, userId);
        if (wait > 0) {
          reply.header('Retry-After', String(wait));
          throw new ResendTooSoonError(wait);
        }
        await sendCode(await issueVerificationCode(app.db, opts.secret, userId));
        return { detail: 'Yeni kodu e-posta adresine gönderdik.', resend_available_in: 60 };
      },
    );

    app.post(
      '/password-reset/',
      {
        config: { rateLimit: app.routeLimit(5, '15 minutes') },
        schema: {
          tags: ['hesap'],
          summary: 'Şifre sıfırlama bağlantısı iste (her durumda aynı yanıt)',
          body: passwordResetRequestSchema,
          response: { 200: detailSchema, 400: apiErrorSchema },
        },
      },
      async (req) => {
        await opts.verifyCaptcha(req.body.captchaToken);
        const reset = await createPasswordReset(app.db, opts.secret, req.body.email);
        if (reset) {
          const link = `${opts.publicUrl}/reset-password/${reset.uidb64}/${reset.token}`;
          await opts.mailer.send(app.db, {
            to: reset.email,
            ...passwordReset(reset.firstName, link),
          });
        }
        return { detail: RESET_REQUESTED };
      },
    );

    app.post(
      '/password-reset/confirm/',
      {
        config: { rateLimit: app.routeLimit(10, '15 minutes') },
        schema: {
          tags: ['hesap'],
          summary: 'Bağlantıdaki belirteçle yeni şifre belirle (tüm oturumlar kapanır)',
          body: passwordResetConfirmSchema,
          response: { 200: detailSchema, 400: apiErrorSchema },
        },
      },
      async (req) => {
        const done = await confirmPasswordReset(app.db, opts.secret, req.body);
        await opts.mailer.send(app.db, { to: done.email, ...passwordChanged(done.firstName) });
        return { detail: 'Şifren güncellendi. Yeni şifrenle giriş yapabilirsin.' };
      },
    );

    app.post(
      '/change-password/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(10, '15 minutes') },
        schema: {
          tags: ['hesap'],
          summary: 'Şifre değiştir (diğer oturumlar kapanır)',
          body: changePasswordSchema,
          response: { 200: detailSchema, 400: apiErrorSchema },
        },
      },
      async (req) => {
        const done = await changePassword(
          app.db,
          req.authUser!.id,
          req.authUser!.sessionId,
          req.body,
        );
        await opts.mailer.send(app.db, { to: done.email, ...passwordChanged(done.firstName) });
        return { detail: 'Şifren değiştirildi. Diğer cihazlardaki oturumların kapatıldı.' };
      },
    );

    app.get(
      '/profile/',
      {
        auth: 'user',
        schema: { tags: ['hesap'], summary: 'Profil bilgileri', response: { 200: profileSchema } },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getProfile(app.db, req.authUser!.id);
      },
    );

    app.patch(
      '/profile/',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'Profil bilgilerini güncelle (gönderilen alanlar)',
          body: profileUpdateSchema,
          response: { 200: profileSchema, 400: apiErrorSchema },
        },
      },
      async (req) =>
        updateProfile(app.db, req.authUser!.id, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }),
    );
  };
}
