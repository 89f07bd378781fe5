import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aç</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Adres sil"
        description="Bu adres silinecek."
      >
        <button type="button">Vazgeç</button>
        <button type="button">Sil</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is labelled, moves focus in, traps Tab, closes on Esc and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Adres sil' });
    expect(dialog).toHaveAccessibleDescription('Bu adres silinecek.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = screen.getByRole('button', { name: 'Kapat' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sil' })).toHaveFocus();
    await user.tab(); // wraps around
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Sil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
