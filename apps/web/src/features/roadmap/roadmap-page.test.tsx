import { UPCOMING_FEATURES, type UpcomingFeature } from '@carsi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { FEATURES_PATH, UpcomingFeaturesPage } from './roadmap-page';

const list = (over: Partial<UpcomingFeature> = {}): { results: UpcomingFeature[] } => ({
  results: UPCOMING_FEATURES.slice(0, 2).map((f, i) => ({
    key: f.key,
    title: f.title,
    description: f.description,
    stage: f.stage,
    stage_label: f.stage === 'gelistiriliyor' ? 'Geliştiriliyor' : 'Planlanıyor',
    votes: i === 0 ? 4 : 0,
    voted: false,
    note: '',
    ...(i === 0 ? over : {}),
  })),
});
const first = UPCOMING_FEATURES[0];
let adapter: MockAdapter;
beforeEach(() => {
  adapter = installRouteApi({
    [`GET /api${FEATURES_PATH}`]: () => ({ status: 200, data: list() }),
    [`PUT /api${FEATURES_PATH}${first.key}/vote/`]: (req) => {
      const note = (jsonOf(req) as { note: string }).note;
      return note.includes('<')
        ? {
            status: 400,
            data: {
              detail: 'Gönderilen bilgiler geçersiz.',
              errors: { note: ['Not HTML içeremez.'] },
            },
          }
        : { status: 200, data: list({ votes: 5, voted: true, note }) };
    },
  });
});
afterEach(() => adapter.restore());

describe('UpcomingFeaturesPage', () => {
  it('votes with a note and shows the new count; a refused note stays under its field', async () => {
    const { user } = renderWithClient(<UpcomingFeaturesPage />);
    const card = await screen.findByRole('article', { name: first.title });
    expect(within(card).getByText('4 mağaza istiyor')).toBeInTheDocument();
    const note = within(card).getByLabelText(/Notunuz/);
    await user.type(note, '<b>acil</b>');
    await user.click(within(card).getByRole('button', { name: 'Bunu istiyorum' }));
    expect(await within(card).findByText('Not HTML içeremez.')).toBeInTheDocument();
    await user.clear(note);
    await user.type(note, 'Çok lazım.');
    await user.click(within(card).getByRole('button', { name: 'Bunu istiyorum' }));
    await waitFor(() => expect(within(card).getByText('5 mağaza istiyor')).toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Oyumu geri al' })).toBeInTheDocument();
    expect(
      jsonOf(callsTo(adapter, 'PUT', `/api${FEATURES_PATH}${first.key}/vote/`).at(-1)),
    ).toEqual({ note: 'Çok lazım.' });
  });
});
