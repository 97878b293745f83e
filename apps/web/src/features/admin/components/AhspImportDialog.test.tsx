import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { AhspImportDialog } from './AhspImportDialog';

const originalAdapter = apiClient.defaults.adapter;
const answer = (config: InternalAxiosRequestConfig, data: unknown) =>
  ({ data, status: 200, statusText: 'OK', headers: {}, config }) as AxiosResponse;

/** The server's reading of a pasted text: one analysis named by its header line, its one component matched. */
function parsed(text: string) {
  const [header = '', component = ''] = text.split('\n');
  const [, code, name, unit] = header.split(';');
  const [componentName, coefficient] = component.split(';');
  return {
    analyses: [
      {
        line: 1,
        code,
        name,
        unit,
        components: [
          {
            line: 2,
            name: componentName,
            code: null,
            coefficient: Number(coefficient!.replace(',', '.')),
            match: { kind: 'labor', id: 1, name: 'Pekerja' },
          },
        ],
      },
    ],
    errors: [],
  };
}

describe('AhspImportDialog', () => {
  afterEach(() => {
    apiClient.defaults.adapter = originalAdapter;
  });

  it('drops the preview when the pasted text is edited or another file is picked', async () => {
    apiClient.defaults.adapter = (config) => {
      if (config.url === '/ahsp/parse')
        return Promise.resolve(answer(config, parsed(JSON.parse(config.data as string).text)));
      if (config.url === '/jobs/categories') return Promise.resolve(answer(config, { categories: [] }));
      if (config.url === '/materials/labor/rates')
        return Promise.resolve(answer(config, { labor_rates: [] }));
      return Promise.resolve(answer(config, { materials: [], equipment: [] }));
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <AhspImportDialog onClose={vi.fn()} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const text = screen.getByTestId('ahsp-text');
    fireEvent.change(text, { target: { value: '[AHSP];A.1;Dinding lama;m²\nPekerja;0,3' } });
    fireEvent.click(screen.getByTestId('ahsp-read'));
    expect((await screen.findByTestId('ahsp-analysis')).textContent).toContain('Dinding lama');

    fireEvent.change(text, { target: { value: '[AHSP];A.1;Dinding baru;m²\nPekerja;0,3' } });
    expect(screen.queryByTestId('ahsp-preview')).toBeNull();

    fireEvent.click(screen.getByTestId('ahsp-read'));
    expect((await screen.findByTestId('ahsp-analysis')).textContent).toContain('Dinding baru');
    const file = new File(['[AHSP];Lain;m²\nPekerja;1'], 'lain.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByTestId('ahsp-file'), { target: { files: [file] } });
    expect(screen.queryByTestId('ahsp-preview')).toBeNull();
  });
});
