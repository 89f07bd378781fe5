import formbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  formatMoney,
  installmentInfoSchema,
  installmentQuerySchema,
  PAYMENT_PROVIDERS,
  paymentConfigSchema,
  paymentStatusSchema,
  SANDBOX_SMS_CODE,
  SANDBOX_TEST_CARDS,
} from '@carsi/shared';
import { notFound } from '../../lib/errors.ts';
import { htmlResponse, redirectResponse } from '../../lib/openapi.ts';
import type { PaymentProvider } from './provider.ts';
import {
  abandonPayment,
  getPayment,
  handleCallback,
  paymentStatusView,
  type Settlers,
} from './payments.service.ts';
import { sandboxCallbackFields } from './sandbox.provider.ts';

export interface PaymentsRoutesOptions {
  provider: PaymentProvider;
  settlers: Settlers;
  secret: string;
}

const paymentParams = z.object({
  provider: z.enum(PAYMENT_PROVIDERS, { error: 'Ödeme sağlayıcısı bulunamadı.' }),
  id: z.string().regex(/^pay_[a-z0-9_-]{10,40}$/, { error: 'Ödeme bulunamadı.' }),
});

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sandbox's bank page: plainly a test, asks the SMS code, posts a signed answer back. */
function sandboxPage(fields: Record<string, string>, amount: number, last4: string | null) {
  const hidden = Object.entries(fields)
    .filter(([k]) => k !== 'result' && k !== 'sms_code')
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure doğrulama (TEST MODU)</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;margin:0;color:#18181b}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.test{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:10px 12px;font-weight:600;text-align:center}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:20px;margin-top:16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 16px}dt{color:#71717a}dd{margin:0;font-weight:600;text-align:right}
label{display:block;font-weight:600;margin-bottom:6px}
input[type=text]{width:100%;box-sizing:border-box;font-size:20px;letter-spacing:4px;padding:10px;border:1px solid #a1a1aa;border-radius:8px}
input:focus,button:focus{outline:3px solid #f97316;outline-offset:2px}
.hint{color:#52525b;font-size:14px;margin:6px 0 16px}
.row{display:flex;gap:8px}button{flex:1;font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}
.ok{background:#ea580c;color:#fff;font-weight:700}.no{background:#e4e4e7;color:#18181b}
</style></head><body><main>
<p class="test" role="note">TEST MODU — gerçek bir ödeme alınmaz</p>
<div class="card">
<h1 style="font-size:20px;margin:0 0 12px">Sanal Banka 3-D Secure</h1>
<dl><dt>İşyeri</dt><dd>Çarşı</dd><dt>Tutar</dt><dd>${esc(formatMoney(amount))}</dd>
<dt>Kart</dt><dd>${last4 ? `**** **** **** ${esc(last4)}` : '-'}</dd></dl>
<form method="post" action="/api/odeme/api/sandbox/callback/">${hidden}
<label for="sms">Telefonunuza gönderilen doğrulama kodu</label>
<input id="sms" name="sms_code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required autofocus>
<p class="hint">Test kodu: <strong>${SANDBOX_SMS_CODE}</strong></p>
<div class="row"><button class="no" type="submit" name="result" value="iptal" formnovalidate>İptal</button>
<button class="ok" type="submit" name="result" value="onay">Onayla</button></div>
</form></div></main></body></html>`;
}

/** Payment provider calls: configuration, instalments, status, the 3-D Secure page, callbacks. */
export function paymentsRoutes(opts: PaymentsRoutesOptions): FastifyPluginAsyncZod {
  const { provider, settlers, secret } = opts;
  return async (app) => {
    // Banks post their 3-D Secure answer as an HTML form.
    await app.register(formbody, { bodyLimit: 64 * 1024 });

    app.get(
      '/config/',
      {
        schema: {
          tags: ['ödeme'],
          summary: 'Ödeme sağlayıcısı ve test modu bilgisi',
          response: { 200: paymentConfigSchema },
        },
      },
      async () => ({
        provider: provider.name,
        test_mode: provider.testMode,
        test_cards: provider.testMode ? SANDBOX_TEST_CARDS.map((c) => ({ ...c })) : [],
        sms_code: provider.testMode ? SANDBOX_SMS_CODE : null,
      }),
    );

    app.get(
      '/installments/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['ödeme'],
          summary: 'Kartın ilk hanelerine göre taksit seçenekleri',
          security: [{ bearerAuth: [] }],
          querystring: installmentQuerySchema,
          response: { 200: installmentInfoSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (req) => {
        const info = await provider.installments(req.query.bin, req.query.amount);
        if (!info) throw notFound('Bu kart için taksit bilgisi bulunamadı.');
        return info;
      },
    );

    app.get(
      '/payments/:id/',
      {
        auth: 'user',
        schema: {
          tags: ['ödeme'],
          summary: 'Bir ödemenin durumu (3-D Secure dönüşünden sonra)',
          security: [{ bearerAuth: [] }],
          params: paymentParams.pick({ id: true }),
          response: { 200: paymentStatusSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return paymentStatusView(app.db, req.authUser!.id, req.params.id);
      },
    );

    app.post(
      '/payments/:id/cancel/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['ödeme'],
          summary:
            'Bankanın yanıtını bekleyen bir ödemeden vazgeç (sepetteki ürünler yeni bir ödeme için serbest kalır)',
          security: [{ bearerAuth: [] }],
          params: paymentParams.pick({ id: true }),
          response: {
            200: paymentStatusSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        await abandonPayment(app.db, req.authUser!.id, req.params.id);
        return paymentStatusView(app.db, req.authUser!.id, req.params.id);
      },
    );

    // The page the shopper is sent to; the unguessable payment id is its only key, and it
    // answers only while the payment waits for 3-D Secure.
    app.get(
      '/:provider/3ds/:id/',
      {
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['ödeme'],
          summary: '3-D Secure doğrulama sayfası (alışverişçi tarayıcısıyla açılır)',
          description:
            'Ödeme 3-D Secure beklerken bankanın (veya test modunda sanal bankanın) sayfası; ' +
            'beklemiyorsa ödeme sonucu sayfasına yönlendirir.',
          params: paymentParams,
          produces: ['text/html'],
          response: {
            200: htmlResponse('3-D Secure sayfası'),
            303: redirectResponse('Ödeme artık doğrulama beklemiyor: sonuç sayfasına'),
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        const p = await getPayment(app.db, req.params.id);
        if (!p || p.provider !== req.params.provider || p.provider !== provider.name)
          throw notFound('Ödeme bulunamadı.');
        reply.header('Cache-Control', 'no-store');
        if (p.status !== 'dogrulama_bekliyor')
          return reply.redirect(`/odeme-islemi/?odeme=${p.id}`, 303);
        if (p.three_ds_html) {
          // The provider's page submits itself to the bank: it needs its inline script and a
          // form target outside this site.
          reply.header(
            'Content-Security-Policy',
            "default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src https: data:; form-action https:; frame-ancestors 'none'; base-uri 'none'",
          );
          return reply.type('text/html; charset=utf-8').send(p.three_ds_html);
        }
        const fields = sandboxCallbackFields(secret, p.id, p.card_amount, 'onay');
        return reply
          .type('text/html; charset=utf-8')
          .send(sandboxPage(fields, p.card_amount, p.card_last4));
      },
    );

    app.post(
      '/:provider/callback/',
      {
        // Posted by the bank's page, not by our app: the provider's signature protects it.
        config: { csrf: false, rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['ödeme'],
          summary: 'Bankanın 3-D Secure dönüşü (imzalı, tekrarlara dayanıklı)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          params: paymentParams.pick({ provider: true }),
          body: z.record(z.string(), z.string()),
          response: {
            303: redirectResponse('Ödeme sonucu sayfasına'),
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (req, reply) => {
        if (req.params.provider !== provider.name) throw notFound('Ödeme sağlayıcısı bulunamadı.');
        const location = await handleCallback(app.db, provider, settlers, req.body, req.log);
        reply.header('Cache-Control', 'no-store');
        return reply.redirect(location, 303);
      },
    );
  };
}
