import type { Profile } from '@carsi/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session-store';
import type { MockAdapter, MockReply } from '@/lib/test-adapter';
import {
  accountUser,
  bodyOf,
  callsTo,
  installAccountApi,
  profileFixture,
  renderRoutes,
} from '../test-utils';
import { latestBirthDate } from '../validation';
import { ProfileForm, type ProfileFormProps } from './profile-form';

const PROFILE = '/api/kullanici/api/profile/';
const ME = '/api/kullanici/api/user/me/';
let adapter: MockAdapter;
let patchReply: (body: Partial<Profile>) => MockReply;

beforeEach(() => {
  patchReply = (body) => ({ status: 200, data: { ...profileFixture, ...body } });
  adapter = installAccountApi({
    [`PATCH ${PROFILE}`]: (req) => patchReply(bodyOf(req) as Partial<Profile>),
    [`GET ${ME}`]: () => ({
      status: 200,
      data: { ...accountUser, first_name: 'Ayşegül', profile_completed: true },
    }),
  });
});
afterEach(() => adapter.restore());

function renderForm(props: Partial<ProfileFormProps> = {}, profile: Profile = profileFixture) {
  const onDone = vi.fn();
  const utils = renderRoutes(
    [
      {
        path: '/profileguncelle',
        element: (
          <ProfileForm
            profile={profile}
            variant="update"
            submitLabel="Değişiklikleri kaydet"
            onDone={onDone}
            {...props}
          />
        ),
      },
    ],
    '/profileguncelle',
  );
  return { ...utils, onDone };
}

describe('ProfileForm', () => {
  it('is prefilled from the profile; the e-mail is read-only', () => {
    renderForm();
    expect(screen.getByLabelText('Ad')).toHaveValue('Ayşe');
    expect(screen.getByLabelText('Soyad')).toHaveValue('Yılmaz');
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('+90 532 123 45 67');
    expect(screen.getByLabelText(/Doğum tarihi/)).toHaveValue('1990-04-23');
    expect(screen.getByRole('radio', { name: 'Kadın' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Erkek' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Kampanya ve fırsatlardan/ })).toBeChecked();
    const email = screen.getByLabelText('E-posta');
    expect(email).toHaveValue('alici@carsi.test');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('group', { name: /Cinsiyet/ })).toBeInTheDocument();
  });

  it('sends only the changed fields, then refreshes the session user', async () => {
    const { user, onDone } = renderForm();
    const first = screen.getByLabelText('Ad');
    await user.clear(first);
    await user.type(first, 'Ayşegül');
    await user.click(screen.getByRole('radio', { name: 'Belirtmek istemiyorum' }));
    await user.click(screen.getByRole('checkbox', { name: /Kampanya ve fırsatlardan/ }));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    const calls = callsTo(adapter, 'PATCH', PROFILE);
    expect(calls).toHaveLength(1);
    expect(bodyOf(calls[0])).toEqual({
      first_name: 'Ayşegül',
      gender: 'belirtmek_istemiyorum',
      marketing_consent: false,
    });
    expect(onDone.mock.calls[0]![0]).toMatchObject({
      saved: true,
      profile: { first_name: 'Ayşegül' },
    });
    expect(callsTo(adapter, 'GET', ME)).toHaveLength(1);
    expect(useSessionStore.getState().user).toMatchObject({
      first_name: 'Ayşegül',
      profile_completed: true,
    });
  });

  it('a phone typed differently but the same number is not a change', async () => {
    const { user, onDone } = renderForm();
    const phone = screen.getByLabelText('Cep telefonu');
    await user.clear(phone);
    await user.type(phone, '0532 123 4567');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith({ profile: profileFixture, saved: false }),
    );
    expect(callsTo(adapter, 'PATCH', PROFILE)).toHaveLength(0);
  });

  it('clearing the birth date sends null', async () => {
    const { user, onDone } = renderForm();
    fireEvent.input(screen.getByLabelText(/Doğum tarihi/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(callsTo(adapter, 'PATCH', PROFILE)[0])).toEqual({ birth_date: null });
  });

  it('birth date: at least 13 years ago (the input caps it too)', async () => {
    const { user, onDone } = renderForm();
    const birth = screen.getByLabelText(/Doğum tarihi/);
    expect(birth).toHaveAttribute('max', latestBirthDate());
    const tenYearsAgo = `${new Date().getFullYear() - 10}-06-15`;
    fireEvent.input(birth, { target: { value: tenYearsAgo } });
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    const message = 'Çarşı’ya üye olmak için en az 13 yaşında olmalısınız.';
    await waitFor(() => expect(birth).toHaveAttribute('aria-invalid', 'true'));
    expect(birth).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(birth).toHaveFocus();
    expect(callsTo(adapter, 'PATCH', PROFILE)).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.input(birth, { target: { value: latestBirthDate() } });
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(callsTo(adapter, 'PATCH', PROFILE)[0])).toEqual({
      birth_date: latestBirthDate(),
    });
  });

  it('validates names and the phone in Turkish', async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('Ad'));
    await user.type(screen.getByLabelText('Ad'), 'A1');
    await user.clear(screen.getByLabelText('Cep telefonu'));
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Ad yalnızca harf içerebilir.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cep telefonu')).toHaveAccessibleDescription(
      expect.stringContaining('Geçerli bir cep telefonu girin (+90 5XX XXX XX XX).'),
    );
    expect(screen.getByLabelText('Ad')).toHaveFocus();
  });

  it('server field errors go under their fields; the detail into the alert', async () => {
    patchReply = () => ({
      status: 400,
      data: {
        detail: 'Bilgiler kaydedilemedi.',
        code: 'validation_error',
        errors: { phone: ['Bu telefon numarası başka bir hesapta kayıtlı.'] },
      },
    });
    const { user, onDone } = renderForm();
    const phone = screen.getByLabelText('Cep telefonu');
    await user.clear(phone);
    await user.type(phone, '5551112233');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bilgiler kaydedilemedi.');
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Bu telefon numarası başka bir hesapta kayıtlı.'),
    );
    expect(phone).toHaveFocus();
    expect(bodyOf(callsTo(adapter, 'PATCH', PROFILE)[0])).toEqual({ phone: '+905551112233' });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('setup: no e-mail or consent; sends every setup field', async () => {
    const { user, onDone } = renderForm(
      { variant: 'setup', submitLabel: 'Kaydet ve alışverişe başla' },
      { ...profileFixture, phone: null, birth_date: null, gender: null },
    );
    expect(screen.queryByLabelText('E-posta')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Cep telefonu')).toHaveValue('');
    await user.type(screen.getByLabelText('Cep telefonu'), '5321234567');
    await user.click(screen.getByRole('button', { name: 'Kaydet ve alışverişe başla' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodyOf(callsTo(adapter, 'PATCH', PROFILE)[0])).toEqual({
      first_name: 'Ayşe',
      last_name: 'Yılmaz',
      phone: '+905321234567',
      birth_date: null,
      gender: null,
    });
  });
});
