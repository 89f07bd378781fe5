import type { Conversation, Message, VendorQuestion, VendorQuestionList } from '@carsi/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitLiveEvent } from '@/lib/live-events';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter } from '@/lib/test-adapter';
import { callsTo, installRouteApi, jsonOf, renderWithClient } from '@/lib/test-utils';
import { ChatPage } from './chat-page';
import { QuestionsDeskPage } from './questions-desk-page';

const Q = '/api/vendor/api/questions/';
const C = '/api/mesaj/api/conversations/';
const U = '/api/mesaj/api/unread-count/';
const CONTACT =
  'İletişim bilgisi paylaşılamaz: telefon, e-posta, web adresi, IBAN ve sosyal medya hesabı yazmayın. Görüşmelerinizi Çarşı üzerinden sürdürün.';

let adapter: MockAdapter | undefined;
afterEach(() => adapter?.restore());
beforeEach(() => {
  useSessionStore.setState({ status: 'authenticated', accessToken: 'x' } as never);
});

const hour = 3_600_000;
function question(
  id: number,
  askedHoursAgo: number,
  over: Partial<VendorQuestion> = {},
): VendorQuestion {
  const created = new Date(Date.now() - askedHoursAgo * hour);
  return {
    id,
    product: { id: 9, title: `Termos ${id}`, slug: `termos-${id}`, image: null },
    body: `Bu termos kaç saat sıcak tutuyor? (${id})`,
    author_name: 'A*** Y*****',
    created_at: created.toISOString(),
    deadline_at: new Date(created.getTime() + 48 * hour).toISOString(),
    late: askedHoursAgo > 48,
    status: 'unanswered',
    answer: null,
    answered_at: null,
    answered_by: null,
    report_reason: null,
    ...over,
  };
}

const list = (results: VendorQuestion[]): VendorQuestionList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  counts: { unanswered: results.length, answered: 0, reported: 0, late: 1 },
});

const conversation: Conversation = {
  id: 7,
  side: 'alici',
  other_name: 'Spor Park',
  business: { id: 3, name: 'Spor Park' },
  product: null,
  order: { id: 12, number: '26112634000012' },
  last_message: null,
  unread: 0,
  other_read_message_id: 101,
  created_at: '2026-11-20T10:00:00Z',
};
const msg = (id: number, side: 'alici' | 'satici', text: string, at: string): Message => ({
  id,
  conversation_id: 7,
  side,
  text,
  images: [],
  created_at: at,
});

describe('QuestionsDeskPage', () => {
  it('lists unanswered questions oldest first with their countdown, and answers inline', async () => {
    const late = question(1, 50);
    const fresh = question(2, 3);
    let answered = false;
    adapter = installRouteApi({
      [`GET ${Q}`]: () => ({ status: 200, data: list(answered ? [late] : [late, fresh]) }),
      [`GET ${U}`]: () => ({ status: 200, data: { unread: 2, as_shopper: 0, as_business: 2 } }),
      [`POST ${Q}2/answer/`]: (req) => {
        const { text } = jsonOf(req) as { text: string };
        if (text.includes('0532'))
          return {
            status: 400,
            data: { detail: CONTACT, code: 'invalid', errors: { text: [CONTACT] } },
          };
        answered = true;
        return { status: 200, data: { ...fresh, status: 'answered', answer: text } };
      },
    });
    const { user } = renderWithClient(
      <MemoryRouter initialEntries={['/dashboard/questions']}>
        <QuestionsDeskPage />
      </MemoryRouter>,
    );
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.dataset.testid)).toEqual(['question-1', 'question-2']);
    expect(within(cards[0]!).getByText('Süresi geçti')).toBeInTheDocument();
    expect(within(cards[1]!).getByText(/Kalan süre: 4[45] sa/)).toBeInTheDocument();
    expect(screen.getByText('1 soru süresini aştı.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Müşteri mesajları/ })).toHaveTextContent('2');

    const box = within(cards[1]!).getByLabelText('Cevabınız');
    await user.type(box, 'Bizi 0532 123 45 67 numarasından arayın');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Cevapla' }));
    expect(await within(cards[1]!).findByRole('alert')).toHaveTextContent(
      /^İletişim bilgisi paylaşılamaz/,
    );
    await user.clear(box);
    await user.type(box, 'On iki saat sıcak, yirmi dört saat soğuk tutar.');
    await user.click(within(cards[1]!).getByRole('button', { name: 'Cevapla' }));
    await waitFor(() => expect(screen.queryByTestId('question-2')).not.toBeInTheDocument());
    expect(callsTo(adapter, 'POST', `${Q}2/answer/`)).toHaveLength(2);
  });

  it('shows the business’s customer messages in the second tab', async () => {
    adapter = installRouteApi({
      [`GET ${Q}`]: () => ({ status: 200, data: list([]) }),
      [`GET ${U}`]: () => ({ status: 200, data: { unread: 1, as_shopper: 0, as_business: 1 } }),
      [`GET ${C}`]: (req) => {
        expect(req.url).toContain('side=satici');
        return {
          status: 200,
          data: {
            count: 1,
            next: null,
            previous: null,
            results: [
              {
                ...conversation,
                side: 'satici',
                other_name: 'Ayşe Y.',
                unread: 1,
                last_message: {
                  text: 'Kargom nerede?',
                  side: 'alici',
                  at: new Date().toISOString(),
                },
              },
            ],
          },
        };
      },
    });
    const { user } = renderWithClient(
      <MemoryRouter initialEntries={['/dashboard/questions']}>
        <QuestionsDeskPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Cevap bekleyen soru yok')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Müşteri mesajları/ }));
    const row = await screen.findByTestId('conversation-7');
    expect(row).toHaveTextContent('Ayşe Y.');
    expect(row).toHaveTextContent('Sipariş #26112634000012');
    expect(row).toHaveTextContent('Kargom nerede?');
    expect(row).toHaveAttribute('href', '/chatUI?conversation=7');
  });
});

describe('ChatPage', () => {
  function setup(reply?: (text: string) => { status: number; data: unknown }) {
    const today = new Date();
    today.setHours(9, 30, 0, 0);
    const yesterday = new Date(today.getTime() - 24 * hour);
    let messages = [
      msg(100, 'satici', 'Merhaba, nasıl yardımcı olabilirim?', yesterday.toISOString()),
      msg(101, 'alici', 'Siparişim ne zaman gelir?', today.toISOString()),
    ];
    adapter = installRouteApi({
      [`GET ${C}7/messages/`]: () => ({
        status: 200,
        data: { conversation, results: messages, has_more: false },
      }),
      [`POST ${C}7/read/`]: () => ({ status: 200, data: { read_message_id: 101, unread: 0 } }),
      [`GET ${U}`]: () => ({ status: 200, data: { unread: 0, as_shopper: 0, as_business: 0 } }),
      [`POST ${C}7/messages/`]: (req) => {
        const { text } = jsonOf(req) as { text: string };
        const r = reply?.(text);
        if (r) return r;
        const m = msg(102, 'alici', text, new Date().toISOString());
        messages = [...messages, m];
        return { status: 201, data: m };
      },
    });
    return renderWithClient(
      <MemoryRouter initialEntries={['/chatUI?conversation=7']}>
        <ChatPage />
      </MemoryRouter>,
    );
  }

  it('shows bubbles with day separators, "görüldü", and the order on top', async () => {
    setup();
    expect(await screen.findByText('Siparişim ne zaman gelir?')).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Dün' })).toBeInTheDocument();
    expect(screen.getByRole('separator', { name: 'Bugün' })).toBeInTheDocument();
    expect(screen.getByTestId('seen')).toHaveTextContent('görüldü');
    expect(screen.getByRole('link', { name: 'Sipariş #26112634000012' })).toHaveAttribute(
      'href',
      '/siparislerim/12',
    );
    await waitFor(() => expect(callsTo(adapter!, 'POST', `${C}7/read/`).length).toBeGreaterThan(0));
  });

  it('sends on Enter, keeps Shift+Enter for a new line, shows a refusal', async () => {
    const { user } = setup((text) =>
      text.includes('@')
        ? { status: 400, data: { detail: CONTACT, code: 'invalid', errors: { text: [CONTACT] } } }
        : (undefined as never),
    );
    await screen.findByText('Siparişim ne zaman gelir?');
    const box = screen.getByLabelText('Mesajınız');
    await user.type(box, 'Birinci satır{Shift>}{Enter}{/Shift}ikinci satır');
    expect(box).toHaveValue('Birinci satır\nikinci satır');
    expect(callsTo(adapter!, 'POST', `${C}7/messages/`)).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(callsTo(adapter!, 'POST', `${C}7/messages/`)).toHaveLength(1));
    expect(jsonOf(callsTo(adapter!, 'POST', `${C}7/messages/`)[0])).toEqual({
      text: 'Birinci satır\nikinci satır',
    });
    await waitFor(() => expect(box).toHaveValue(''));

    await user.type(box, 'yaz bana ali@ornek.com{Enter}');
    expect(await screen.findByTestId('chat-error')).toHaveTextContent(
      /^İletişim bilgisi paylaşılamaz/,
    );
    expect(box).toHaveValue('yaz bana ali@ornek.com');
  });

  it('reads again when a live message arrives', async () => {
    setup();
    await screen.findByText('Siparişim ne zaman gelir?');
    const before = callsTo(adapter!, 'GET', `${C}7/messages/`).length;
    act(() =>
      emitLiveEvent({
        type: 'chat.message',
        conversation_id: 7,
        item: msg(103, 'satici', 'Yarın kargoda.', new Date().toISOString()),
      }),
    );
    await waitFor(() =>
      expect(callsTo(adapter!, 'GET', `${C}7/messages/`).length).toBeGreaterThan(before),
    );
  });
});
