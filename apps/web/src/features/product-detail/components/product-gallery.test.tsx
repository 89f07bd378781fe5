import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productDetailFixture } from '../test-fixtures';
import { ProductGallery } from './product-gallery';

const { images } = productDetailFixture();
const mainButton = () => screen.getByRole('button', { name: /^Görseli büyüt/ });

describe('ProductGallery', () => {
  it('loads the first image eagerly with its size, the thumbnails lazily', () => {
    render(<ProductGallery images={images} title="Tişört" />);
    const main = within(mainButton()).getByRole('img');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('height', '800');
    const thumbs = within(screen.getByRole('list', { name: 'Küçük görseller' })).getAllByRole(
      'button',
    );
    expect(thumbs).toHaveLength(3);
    for (const t of thumbs) expect(t.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('changes the image from the thumbnails and with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} title="Tişört" />);
    expect(mainButton()).toHaveAccessibleName('Görseli büyüt: Tişört ön görünüm');
    await user.click(screen.getByRole('button', { name: 'Görsel 3 / 3' }));
    expect(mainButton()).toHaveAccessibleName('Görseli büyüt: Siyah tişört');
    expect(screen.getByRole('button', { name: 'Görsel 3 / 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    mainButton().focus();
    await user.keyboard('{ArrowRight}');
    expect(mainButton()).toHaveAccessibleName('Görseli büyüt: Tişört ön görünüm');
    await user.keyboard('{ArrowLeft}');
    expect(mainButton()).toHaveAccessibleName('Görseli büyüt: Siyah tişört');
  });

  it('opens the 800 px image in a dialog with Enter and closes it with Escape', async () => {
    const user = userEvent.setup();
    render(<ProductGallery images={images} title="Tişört" />);
    mainButton().focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Tişört' });
    expect(within(dialog).getByRole('img', { name: 'Tişört ön görünüm' })).toHaveAttribute(
      'src',
      '/media/p/img-501/800.webp',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Sonraki görsel' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/p/img-502/800.webp');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/media/p/img-503/800.webp');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a labelled placeholder without images', () => {
    render(<ProductGallery images={[]} title="Tişört" />);
    expect(screen.getByRole('img', { name: 'Görsel yok' })).toBeInTheDocument();
  });
});
