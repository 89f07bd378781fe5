import { questionRequestSchema, type QuestionCreated } from '@carsi/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { QuestionForm, questionProblem } from './question-form';

const QUESTIONS = '/api/urun/api/products/77/questions/';
const SENT = 'Sorunuz satıcıya iletildi. Cevaplandığında burada yayınlanacak.';
const sellers = [
  { id: 3, name: 'Moda Evi' },
  { id: 5, name: 'Trend Tekstil' },
];

let adapter: MockAdapter | undefined;
afterEach(() => adapter?.restore());

function createdFor(body: { body: string; seller_id?: number }): QuestionCreated {
  const seller = sellers.find((s) => s.id === (body.seller_id ?? 3))!;
  return {
    id: 501,
    product_id: 77,
    seller,
    body: body.body,
    author_name: 'A*** Y*****',
    status: 'cevap_bekliyor',
    created_at: '2026-11-20T10:00:00Z',
  };
}

function setup(
  list = sellers,
  reply: (body: { body: string; seller_id?: number }) => MockReply | Promise<MockReply> = (b) => ({
    status: 201,
    data: createdFor(b),
  }),
) {
  adapter = installRouteApi({
    [`POST ${QUESTIONS}`]: (req) => reply(jsonOf(req) as { body: string; seller_id?: number }),
  });
  const onAsked = vi.fn();
  const utils = renderWithClient(<QuestionForm productId={77} sellers={list} onAsked={onAsked} />);
  const form = screen.getByRole('form', { name: 'Satıcıya soru sor' });
  return { ...utils, form, onAsked };
}

describe('QuestionForm', () => {
  it('sends the question to the seller chosen and says it waits for an answer', async () => {
    const hold = deferred<MockReply>();
    const { user, form, onAsked } = setup(sellers, () => hold.promise);
    const seller = within(form).getByLabelText('Satıcı');
    expect(seller).toHaveValue('3');
    expect(
      within(seller)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Moda Evi', 'Trend Tekstil']);
    await user.selectOptions(seller, 'Trend Tekstil');
    const box = within(form).getByLabelText('Sorunuz');
    await user.type(box, '  Bu renk tekrar gelecek mi?  ');
    expect(within(form).getByText('30/2000')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    expect(within(form).getByRole('button', { name: 'Soruyu gönder' })).toBeDisabled();
    hold.resolve({
      status: 201,
      data: createdFor({ body: 'Bu renk tekrar gelecek mi?', seller_id: 5 }),
    });
    expect(await within(form).findByRole('status')).toHaveTextContent(SENT);
    expect(jsonOf(callsTo(adapter!, 'POST', QUESTIONS)[0])).toEqual({
      body: 'Bu renk tekrar gelecek mi?',
      seller_id: 5,
    });
    expect(box).toHaveValue('');
    expect(onAsked).toHaveBeenCalledWith(expect.objectContaining({ id: 501 }));
  });

  it('has no seller choice for a single seller and lets the server pick it', async () => {
    const { user, form } = setup([sellers[0]!]);
    expect(within(form).queryByLabelText('Satıcı')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Sorunuz'), 'Kargo ne zaman çıkar?');
    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    await within(form).findByText(SENT);
    expect(jsonOf(callsTo(adapter!, 'POST', QUESTIONS)[0])).toEqual({
      body: 'Kargo ne zaman çıkar?',
    });
  });

  it('asks for at least 10 characters before sending, and caps at 2000', async () => {
    const { user, form } = setup();
    const box = within(form).getByLabelText('Sorunuz');
    expect(box).toHaveAttribute('maxLength', '2000');
    await user.type(box, 'Kaç cm?   ');
    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    expect(within(form).getByText('Soru en az 10 karakter olmalı.')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    expect(callsTo(adapter!, 'POST', QUESTIONS)).toHaveLength(0);
    await user.type(box, 'Boyu kaç cm acaba?');
    expect(within(form).queryByText('Soru en az 10 karakter olmalı.')).not.toBeInTheDocument();
  });

  it("shows the server's refusals in Turkish", async () => {
    const { user, form } = setup(sellers, () => ({
      status: 400,
      data: {
        code: 'invalid',
        detail: 'Bu satıcı bu ürünü satmıyor.',
        errors: { seller_id: ['Bu satıcı bu ürünü satmıyor.'] },
      },
    }));
    await user.type(within(form).getByLabelText('Sorunuz'), 'Garanti süresi ne kadar?');
    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bu satıcı bu ürünü satmıyor.',
    );
    expect(within(form).getByLabelText('Satıcı')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText(SENT)).not.toBeInTheDocument();
  });

  it('explains a rate limit', async () => {
    const { user, form } = setup(sellers, () => ({ status: 429, data: {} }));
    await user.type(within(form).getByLabelText('Sorunuz'), 'Garanti süresi ne kadar?');
    await user.click(within(form).getByRole('button', { name: 'Soruyu gönder' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.',
    );
  });
});

describe('questionProblem (the contract without zod)', () => {
  it.each([
    ['', null],
    ['   kısa    ', null],
    ['Bu ürün su geçirir mi?', null],
    ['x'.repeat(2001), null],
    [`  ${'x'.repeat(2000)}  `, null],
    ['Bu ürün su geçirir mi?', 0],
    ['Bu ürün su geçirir mi?', 1.5],
    ['Bu ürün su geçirir mi?', 12],
    ['kısa', -1],
  ] as Array<[string, number | null]>)(
    'agrees with questionRequestSchema (%#)',
    (body, sellerId) => {
      const parsed = questionRequestSchema.safeParse({
        body,
        ...(sellerId !== null ? { seller_id: sellerId } : {}),
      });
      const expected = parsed.success
        ? null
        : {
            field: parsed.error.issues[0]?.path[0] === 'seller_id' ? 'seller_id' : 'body',
            message: parsed.error.issues[0]?.message,
          };
      expect(questionProblem(body, sellerId)).toEqual(expected);
    },
  );
});
