import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { infoPages } from '@/config/paths';
import { Footer } from './footer';

describe('Footer', () => {
  it('links every /idari page, grouped under Kurumsal, Yardım and Satıcılar', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation');
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => decodeURI(a.getAttribute('href') ?? ''));
    expect(hrefs.sort()).toEqual(infoPages.map((p) => p.path).sort());
    expect(hrefs).toContain('/idari/cerez_politikası');
    for (const group of ['Kurumsal', 'Yardım', 'Satıcılar']) {
      expect(within(nav).getByRole('heading', { name: group })).toBeInTheDocument();
    }
  });

  it('shows the copyright and the payment security line', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    expect(screen.getByText(/© 2026 Çarşı/)).toBeInTheDocument();
    expect(screen.getByText(/3D Secure/, { selector: 'p' })).toBeInTheDocument();
  });
});
