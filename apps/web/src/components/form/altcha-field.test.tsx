import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ALTCHA_STRINGS_TR,
  AltchaField,
  CAPTCHA_CHALLENGE_URL,
  type AltchaFieldHandle,
} from './altcha-field';

// Stands in for the real widget module: registers <altcha-widget> and the global registry.
const registry = vi.hoisted(() => ({ set: vi.fn(), resets: 0, verifies: 0, state: 'unverified' }));
vi.mock('altcha', () => {
  class FakeAltchaWidget extends HTMLElement {
    reset() {
      registry.resets += 1;
    }
    getState() {
      return registry.state;
    }
    verify() {
      registry.verifies += 1;
      return Promise.resolve(null);
    }
  }
  if (!customElements.get('altcha-widget'))
    customElements.define('altcha-widget', FakeAltchaWidget);
  (globalThis as Record<string, unknown>).$altcha = { i18n: { set: registry.set } };
  return {};
});

function stateChange(widget: Element, detail: { state: string; payload?: string | null }) {
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail }));
  });
}

async function renderField() {
  const onTokenChange = vi.fn();
  const ref = createRef<AltchaFieldHandle>();
  const utils = render(
    <>
      <AltchaField ref={ref} onTokenChange={onTokenChange} describedBy="hata" />
      <p id="hata">Lütfen robot olmadığınızı doğrulayın.</p>
    </>,
  );
  // Nothing is loaded until the visitor starts on the form.
  expect(screen.getByRole('button', { name: 'Robot değilim' })).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 20));
  expect(utils.container.querySelector('altcha-widget')).toBeNull();
  fireEvent.focusIn(utils.container);
  expect(screen.getByText('Güvenlik doğrulaması yükleniyor…')).toBeInTheDocument();
  await waitFor(() => expect(utils.container.querySelector('altcha-widget')).not.toBeNull());
  const widget = utils.container.querySelector('altcha-widget')!;
  return { ...utils, widget, onTokenChange, ref };
}

describe('AltchaField', () => {
  it('loads the widget lazily, pointed at the captcha endpoint, with Turkish texts', async () => {
    const { widget } = await renderField();
    expect(CAPTCHA_CHALLENGE_URL).toBe('/api/kullanici/api/captcha/');
    expect(widget.getAttribute('challenge')).toBe('/api/kullanici/api/captcha/');
    expect(widget.getAttribute('language')).toBe('tr-carsi');
    expect(widget.getAttribute('auto')).toBe('onfocus');
    expect(registry.set).toHaveBeenCalledWith('tr-carsi', ALTCHA_STRINGS_TR);
    expect(ALTCHA_STRINGS_TR).toMatchObject({
      label: 'Robot değilim',
      verifying: 'Doğrulanıyor…',
      verified: 'Doğrulandı',
      error: 'Doğrulama başarısız oldu. Lütfen tekrar deneyin.',
      expired: 'Doğrulamanın süresi doldu. Lütfen tekrar deneyin.',
    });
    expect(screen.queryByText('Güvenlik doğrulaması yükleniyor…')).not.toBeInTheDocument();
  });

  it('is a labelled group described by the error message', async () => {
    await renderField();
    const group = screen.getByRole('group', { name: 'Güvenlik doğrulaması' });
    expect(group).toHaveAccessibleDescription('Lütfen robot olmadığınızı doğrulayın.');
  });

  it('hands out the payload when verified, and null when it expires or fails', async () => {
    const { widget, onTokenChange } = await renderField();
    stateChange(widget, { state: 'verifying', payload: null });
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
    stateChange(widget, { state: 'verified', payload: 'eyJjaGFsbGVuZ2UiOnt9fQ==' });
    expect(onTokenChange).toHaveBeenLastCalledWith('eyJjaGFsbGVuZ2UiOnt9fQ==');
    stateChange(widget, { state: 'expired', payload: 'eyJjaGFsbGVuZ2UiOnt9fQ==' });
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
    stateChange(widget, { state: 'error' });
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
  });

  it('reset() resets the widget and drops the token', async () => {
    const { ref, onTokenChange } = await renderField();
    const before = registry.resets;
    act(() => ref.current!.reset());
    expect(registry.resets).toBe(before + 1);
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
  });

  describe('starts solving when it arrives', () => {
    beforeEach(() => {
      registry.verifies = 0;
      registry.state = 'unverified';
    });

    function renderInForm() {
      render(
        <form>
          <label>
            E-posta
            <input name="email" />
          </label>
          <AltchaField onTokenChange={vi.fn()} />
        </form>,
      );
      return screen.getByLabelText('E-posta');
    }

    it('while the visitor is still typing in a field (no next focus would start it)', async () => {
      const field = renderInForm();
      act(() => field.focus());
      await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
      await waitFor(() => expect(registry.verifies).toBe(1));
    });

    it('after the placeholder box was ticked', async () => {
      renderInForm();
      fireEvent.click(screen.getByRole('button', { name: 'Robot değilim' }));
      await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
      await waitFor(() => expect(registry.verifies).toBe(1));
    });

    it('never when it is already solving or solved', async () => {
      registry.state = 'verifying';
      const field = renderInForm();
      act(() => field.focus());
      await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBeNull());
      await new Promise((r) => setTimeout(r, 20));
      expect(registry.verifies).toBe(0);
    });
  });
});
