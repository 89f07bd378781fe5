import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Label } from './input';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('speaks Turkish, is found by its label, and names the chosen file', async () => {
    const onChange = vi.fn();
    render(
      <>
        <Label htmlFor="f">Fatura dosyası</Label>
        <FileInput id="f" accept="application/pdf" onChange={onChange} />
      </>,
    );
    expect(screen.getByText('Dosya seç')).toBeInTheDocument();
    expect(screen.getByText('Dosya seçilmedi')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'fatura.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText('Fatura dosyası'), file);
    expect(onChange).toHaveBeenCalledOnce();
    expect(screen.getByText('fatura.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Dosya seçilmedi')).not.toBeInTheDocument();
  });

  it('is disabled with its input', () => {
    render(<FileInput id="g" aria-label="Fotoğraf" disabled />);
    expect(screen.getByLabelText('Fotoğraf')).toBeDisabled();
  });
});
