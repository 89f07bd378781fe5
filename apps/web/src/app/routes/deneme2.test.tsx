import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithClient } from '@/lib/test-utils';
import { Deneme2Page } from './deneme2';

describe('/deneme2, the design system page', () => {
  it('shows every part of the system with a contents list that leads to each', () => {
    renderWithClient(
      <MemoryRouter>
        <Deneme2Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tasarım sistemi' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Bölümler' });
    for (const link of within(contents).getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByText('Geçerli bir e-posta girin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tükendi' })).toBeDisabled();
    expect(screen.getByText('ISTANBUL', { exact: false })).toBeInTheDocument();
  });

  it('opens the dialog, which returns focus to its button when closed', async () => {
    const { user } = renderWithClient(
      <MemoryRouter>
        <Deneme2Page />
      </MemoryRouter>,
    );
    const open = screen.getByRole('button', { name: 'Pencereyi aç' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Ürünü sepetten çıkar' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
