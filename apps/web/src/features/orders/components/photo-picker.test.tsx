import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import {
  callsTo,
  installFeedbackApi,
  photoFile,
  renderWithClient,
  uploadedFile,
} from '../test-utils';
import { PhotoPicker } from './photo-picker';

const UPLOADS = '/api/core/uploads/';
let adapter: MockAdapter | undefined;
afterEach(() => adapter?.restore());

let uploaded = 0;
const okUpload = (): MockReply => {
  uploaded += 1;
  const key = `up/${String(uploaded).padStart(24, 'a')}`;
  return { status: 201, data: { key, url: `/media/p/${key}/400.webp`, width: 800, height: 600 } };
};

/** The picker controlled by a parent, which also records every change. */
function Host({ max, onChange }: { max?: number; onChange: (keys: string[]) => void }) {
  const [keys, setKeys] = useState<string[]>([]);
  return (
    <PhotoPicker
      value={keys}
      onChange={(next) => {
        setKeys(next);
        onChange(next);
      }}
      max={max}
      label="Fotoğraflar (isteğe bağlı)"
    />
  );
}

function setup(max?: number) {
  const onChange = vi.fn();
  const utils = renderWithClient(<Host max={max} onChange={onChange} />);
  const input = () => screen.getByLabelText('Fotoğraf ekle');
  return { ...utils, onChange, input };
}

describe('PhotoPicker', () => {
  it('uploads a picked photo at once, shows it uploading, then as a thumbnail', async () => {
    const hold = deferred<MockReply>();
    adapter = installFeedbackApi({ [`POST ${UPLOADS}`]: () => hold.promise });
    const { user, input, onChange } = setup();
    expect(screen.getByRole('group', { name: 'Fotoğraflar (isteğe bağlı)' })).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input()).toHaveAttribute('multiple');

    await user.upload(input(), photoFile('tatil.jpg'));
    expect(await screen.findByRole('progressbar', { name: 'tatil.jpg yükleniyor' })).toBeVisible();
    expect(uploadedFile(callsTo(adapter, 'POST', UPLOADS)[0])?.name).toBe('tatil.jpg');
    expect(onChange).not.toHaveBeenCalled();

    hold.resolve(okUpload());
    const img = await screen.findByRole('img', { name: 'Fotoğraf 1' });
    expect(img).toHaveAttribute('src');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith([expect.stringMatching(/^up\//)]);
    expect(screen.getByText(/1\/5 fotoğraf/)).toBeInTheDocument();
  });

  it('uploads several files together and keeps every key; "Kaldır" takes one out', async () => {
    adapter = installFeedbackApi({ [`POST ${UPLOADS}`]: okUpload });
    const { user, input, onChange } = setup();
    await user.upload(input(), [photoFile('a.jpg'), photoFile('b.png', 'image/png')]);
    await screen.findByRole('img', { name: 'Fotoğraf 2' });
    const keys = onChange.mock.lastCall![0] as string[];
    expect(keys).toHaveLength(2);
    expect(callsTo(adapter, 'POST', UPLOADS)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Kaldır (fotoğraf 1)' }));
    expect(onChange).toHaveBeenLastCalledWith([keys[1]]);
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('refuses other file types and files over 5 MB in Turkish, without uploading them', async () => {
    adapter = installFeedbackApi({ [`POST ${UPLOADS}`]: okUpload });
    const { user, input } = setup();
    await user.upload(input(), [
      photoFile('animasyon.gif', 'image/gif'),
      photoFile('dev.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'animasyon.gif: Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.',
    );
    expect(alert).toHaveTextContent('dev.jpg: Fotoğraf en fazla 5 MB olabilir.');
    expect(callsTo(adapter, 'POST', UPLOADS)).toHaveLength(0);
  });

  it("shows the server's refusal of a file", async () => {
    adapter = installFeedbackApi({
      [`POST ${UPLOADS}`]: () => ({
        status: 400,
        data: {
          code: 'invalid',
          detail: 'Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.',
        },
      }),
    });
    const { user, input, onChange } = setup();
    await user.upload(input(), photoFile('metin.jpg'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'metin.jpg: Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('never goes over the maximum, and hides the add button once full', async () => {
    adapter = installFeedbackApi({ [`POST ${UPLOADS}`]: okUpload });
    const { user, input, onChange } = setup(2);
    await user.upload(input(), [photoFile('1.jpg'), photoFile('2.jpg'), photoFile('3.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'En fazla 2 fotoğraf ekleyebilirsiniz.',
    );
    await screen.findByRole('img', { name: 'Fotoğraf 2' });
    expect(callsTo(adapter, 'POST', UPLOADS)).toHaveLength(2);
    expect(onChange.mock.lastCall![0]).toHaveLength(2);
    expect(screen.queryByLabelText('Fotoğraf ekle')).not.toBeInTheDocument();
    expect(screen.getByText(/2\/2 fotoğraf \(sınıra ulaştınız\)/)).toBeInTheDocument();

    // Room again after removing one.
    await user.click(screen.getByRole('button', { name: 'Kaldır (fotoğraf 2)' }));
    await user.upload(screen.getByLabelText('Fotoğraf ekle'), photoFile('4.jpg'));
    await waitFor(() => expect(onChange.mock.lastCall![0]).toHaveLength(2));
    const list = screen.getByRole('list', { name: 'Seçilen fotoğraflar' });
    expect(within(list).getAllByRole('img')).toHaveLength(2);
  });
});
