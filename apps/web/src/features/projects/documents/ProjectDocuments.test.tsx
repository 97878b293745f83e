import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyDraft, type ProjectDraft } from '../draft';
import { freeLine } from '../routes/project-page.test-helper';
import { ProjectDocuments } from './ProjectDocuments';

// The documents of a project whose division codes are doubled wait for them, and say so where the buttons are.

const line = (description: string) => freeLine(description, 1_000_000);

function show(draft: ProjectDraft) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProjectDocuments draft={draft} edit={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('the project documents', () => {
  it('wait for division codes used twice, saying which, with Excel and PDF not offered', () => {
    show({
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [
        { code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] },
        { code: 'A', name: 'BETON', items: [line('Sewa molen')] },
      ],
    });
    expect(screen.getByTestId('project-documents-codes').textContent).toBe(
      'Excel dan PDF menunggu kode bagian yang benar. Bagian A (BETON): Kode bagian sudah dipakai bagian lain: setiap bagian perlu kode sendiri.',
    );
    expect(screen.getByTestId('project-export-xlsx')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('project-export-pdf')).toHaveProperty('disabled', true);
  });

  it('offers them once every division has its own code', () => {
    show({
      ...emptyDraft('local_gudang', 'Gudang'),
      divisions: [
        { code: 'A', name: 'PERSIAPAN', items: [line('Mobilisasi')] },
        { code: 'B', name: 'BETON', items: [line('Sewa molen')] },
      ],
    });
    expect(screen.queryByTestId('project-documents-codes')).toBeNull();
    expect(screen.getByTestId('project-export-xlsx')).toHaveProperty('disabled', false);
  });
});
