import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BottomSheet } from './bottom-sheet';

function Harness({ description }: { description?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <BottomSheet
      open={open}
      onOpenChange={setOpen}
      title="Sağlayıcılar"
      description={description}
      closeLabel="Kapat"
      trigger={<button type="button">Aç</button>}
    >
      <a href="/slot">Tümü</a>
    </BottomSheet>
  );
}

const openSheet = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Aç' }));
  return screen.findByRole('dialog');
};

describe('BottomSheet', () => {
  it('is a modal dialog named by its visible title, described only when it has a description', async () => {
    render(<Harness description="Tur ayrıntıları" />);
    const sheet = await openSheet();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(within(sheet).getByRole('heading', { name: 'Sağlayıcılar' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Sağlayıcılar' })).toBe(sheet);
    const describedBy = sheet.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Tur ayrıntıları');
  });

  it('has no dangling description without one', async () => {
    render(<Harness />);
    const sheet = await openSheet();
    expect(sheet.hasAttribute('aria-describedby')).toBe(false);
  });

  it('closes on Escape and on its close button, and gives the focus back to the trigger', async () => {
    render(<Harness />);
    let sheet = await openSheet();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Aç' }));

    sheet = await openSheet();
    fireEvent.click(within(sheet).getByRole('button', { name: 'Kapat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the focus inside while open', async () => {
    render(<Harness />);
    const sheet = await openSheet();
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
  });
});
