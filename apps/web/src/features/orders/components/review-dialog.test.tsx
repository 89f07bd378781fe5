import type { ReviewCreated } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { callsTo, installFeedbackApi, jsonOf, photoFile, renderWithClient } from '../test-utils';
import { ReviewDialog } from './review-dialog';

const REVIEW = '/api/urun/api/order-items/41/review/';
const UPLOADS = '/api/core/uploads/';
const KEY = `up/${'k'.repeat(24)}`;
const item = { id: 41, title: 'Pamuklu Basic Tişört Kırmızı M', image: '/media/p/x/200.webp' };

let adapter: MockAdapter | undefined;
afterEach(() => adapter?.restore());

function created(body: { rating: number; body: string; photos: string[] }): ReviewCreated {
  return {
    id: 900,
    product_id: 77,
    rating: body.rating,
    body: body.body,
    photos: body.photos.map((k) => `/media/p/${k}/400.webp`),
    author_name: 'A*** Y*****',
    created_at: '2026-11-20T10:00:00Z',
    product_rating: { average: 4.6, count: 1235 },
  };
}

function setup(reply?: (body: never) => MockReply | Promise<MockReply>) {
  adapter = installFeedbackApi({
    [`POST ${REVIEW}`]: (req) =>
      reply
        ? reply(jsonOf(req) as never)
        : { status: 201, data: created(jsonOf(req) as Parameters<typeof created>[0]) },
    [`POST ${UPLOADS}`]: () => ({
      status: 201,
      data: { key: KEY, url: `/media/p/${KEY}/400.webp`, width: 600, height: 800 },
    }),
  });
  const onReviewed = vi.fn();
  const onOpenChange = vi.fn();
  function Host() {
    const [open, setOpen] = useState(true);
    return (
      <ReviewDialog
        item={item}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
        onReviewed={onReviewed}
      />
    );
  }
  const utils = renderWithClient(<Host />);
  const dialog = screen.getByRole('dialog', { name: 'Ürünü değerlendir' });
  return { ...utils, dialog, onReviewed, onOpenChange };
}

describe('ReviewDialog', () => {
  it('shows the item and five labelled stars that the arrow keys move between', async () => {
    const { user, dialog } = setup();
    expect(within(dialog).getByText(item.title)).toBeInTheDocument();
    const group = within(dialog).getByRole('radiogroup', { name: 'Puanınız' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(within(group).getByRole('radio', { name: '5 yıldız' })).not.toBeChecked();

    await user.click(within(group).getByRole('radio', { name: '3 yıldız' }));
    expect(within(group).getByRole('radio', { name: '3 yıldız' })).toBeChecked();
    expect(within(dialog).getByText('İdare eder')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '4 yıldız' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '4 yıldız' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '2 yıldız' })).toBeChecked();
  });

  it('asks for a rating before sending anything', async () => {
    const { user, dialog } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(
      within(dialog).getByText('Lütfen 1 ile 5 yıldız arasında bir puan verin.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '1 yıldız' })).toHaveFocus();
    expect(callsTo(adapter!, 'POST', REVIEW)).toHaveLength(0);
  });

  it('sends stars, the trimmed comment and the photos, then thanks the shopper', async () => {
    const { user, dialog, onReviewed } = setup();
    await user.click(within(dialog).getByRole('radio', { name: '5 yıldız' }));
    const text = within(dialog).getByLabelText(/Yorumunuz/);
    await user.type(text, '  Kumaşı çok güzel.  ');
    expect(within(dialog).getByText('21/2000')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Fotoğraf ekle'), photoFile());
    await within(dialog).findByRole('img', { name: 'Fotoğraf 1' });

    await user.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(
      await within(dialog).findByText('Değerlendirmeniz için teşekkürler!'),
    ).toBeInTheDocument();
    expect(jsonOf(callsTo(adapter!, 'POST', REVIEW)[0])).toEqual({
      rating: 5,
      body: 'Kumaşı çok güzel.',
      photos: [KEY],
    });
    expect(within(dialog).getByText('A*** Y*****')).toBeInTheDocument();
    expect(onReviewed).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Tamam' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('holds the submit while a photo is still uploading', async () => {
    const hold = deferred<MockReply>();
    const { user, dialog } = setup();
    adapter!.setHandler((req) =>
      req.url.endsWith(UPLOADS)
        ? hold.promise
        : { status: 201, data: created(jsonOf(req) as Parameters<typeof created>[0]) },
    );
    await user.click(within(dialog).getByRole('radio', { name: '4 yıldız' }));
    await user.upload(within(dialog).getByLabelText('Fotoğraf ekle'), photoFile());
    expect(await within(dialog).findByText('Fotoğraflar yükleniyor…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' })).toBeDisabled();
    hold.resolve({
      status: 201,
      data: { key: KEY, url: `/media/p/${KEY}/400.webp`, width: 600, height: 800 },
    });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' })).toBeEnabled(),
    );
  });

  it("shows the server's refusals: already reviewed, and a field error under the stars", async () => {
    let answer: MockReply = {
      status: 409,
      data: { code: 'zaten_degerlendirildi', detail: 'Bu ürünü zaten değerlendirdiniz.' },
    };
    const { user, dialog, onReviewed } = setup(() => answer);
    await user.click(within(dialog).getByRole('radio', { name: '2 yıldız' }));
    await user.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Bu ürünü zaten değerlendirdiniz.',
    );
    expect(onReviewed).not.toHaveBeenCalled();

    answer = {
      status: 400,
      data: {
        code: 'invalid',
        detail: 'Gönderilen bilgiler geçersiz.',
        errors: { rating: ['Puan 1 ile 5 arasında olmalı.'] },
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Değerlendirmeyi gönder' }));
    expect(await within(dialog).findByText('Puan 1 ile 5 arasında olmalı.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radiogroup', { name: 'Puanınız' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('closes with "Vazgeç" and starts afresh when opened again', async () => {
    adapter = installFeedbackApi({});
    const onOpenChange = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Değerlendir
          </button>
          <ReviewDialog
            item={{ ...item, image: null }}
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              onOpenChange(next);
            }}
          />
        </>
      );
    }
    const { user } = renderWithClient(<Host />);
    await user.click(screen.getByRole('radio', { name: '4 yıldız' }));
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Değerlendir' }));
    expect(screen.getByRole('radio', { name: '4 yıldız' })).not.toBeChecked();
  });
});
