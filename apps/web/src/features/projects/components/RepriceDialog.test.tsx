import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { RepriceAnswer } from '../api/mutations';
import { serverProject } from '../routes/project-page.test-helper';
import { projectTexts } from '../texts';
import { RepriceDialog } from './RepriceDialog';

// "Perbarui harga" opens over the project: the keyboard stays in the preview (typing behind it would change the
// project), Escape and a tap beside it close it as Batal does, and the focus goes back to the button after.

const totals = serverProject(3, 'Gudang').totals;
const diff: RepriceAnswer = {
  before: totals,
  after: totals,
  changes: [
    {
      division: 0,
      item: 0,
      description: 'Galian tanah biasa',
      before: { F: 90_000, amount: 900_000 },
      after: { F: 95_000, amount: 950_000 },
    },
  ],
  missing: [],
};

/** The project behind: a field of the RAB, and "Perbarui harga" opening the preview. */
function Project() {
  const [open, setOpen] = useState(false);
  const [volume, setVolume] = useState('10');
  return (
    <>
      <input aria-label="Volume item 1" value={volume} onChange={(event) => setVolume(event.target.value)} />
      <button type="button" onClick={() => setOpen(true)}>
        Perbarui harga
      </button>
      {open && (
        <RepriceDialog
          diff={diff}
          applying={false}
          onApply={() => undefined}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function openPreview() {
  render(<Project />);
  const opener = screen.getByRole('button', { name: 'Perbarui harga' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: projectTexts.repriceTitle }) };
}

describe('the re-pricing preview', () => {
  it('takes the focus and keeps Tab and Shift+Tab inside, away from the project behind', () => {
    const { dialog } = openPreview();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const cancel = screen.getByRole('button', { name: 'Batal' });
    const apply = screen.getByTestId('reprice-apply');
    apply.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(apply);
    // Focus that got behind the overlay (a tap there) comes back in with the next Tab.
    screen.getByLabelText('Volume item 1').focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape, as Batal does, and gives the focus back to "Perbarui harga"', () => {
    const { opener } = openPreview();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a tap beside it, nothing typed being lost', () => {
    const { opener } = openPreview();
    fireEvent.click(screen.getByTestId('reprice-dialog-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Batal, the focus back on "Perbarui harga"', () => {
    const { opener } = openPreview();
    fireEvent.click(screen.getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('says why lines keep their price: job type gone, or its id now a job type in another unit', () => {
    const line = (item: number, reason?: 'removed' | 'unit_changed') => ({
      division: 0,
      item,
      description: `Baris ${item}`,
      ...(reason && { reason }),
    });
    render(
      <RepriceDialog
        diff={{ ...diff, missing: [line(1, 'removed'), line(2), line(3, 'unit_changed')] }}
        applying={false}
        onApply={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByTestId('reprice-missing').textContent).toBe(
      '2 item jenis pekerjaannya sudah tidak ada di katalog, 1 item jenis pekerjaannya kini bersatuan lain di katalog dan tetap memakai harga lamanya.',
    );
  });
});
