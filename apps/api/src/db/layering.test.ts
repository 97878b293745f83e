import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The database layer sits below the modules: nothing under src/db/ imports from src/modules/ (the first admin's
// bootstrap, which needs the password hash and the user queries, lives in modules/auth).

const folder = fileURLToPath(new URL('.', import.meta.url));

function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(directory, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(directory, entry.name)]
        : [],
  );
}

describe('layering', () => {
  it('keeps src/db free of imports from src/modules', () => {
    const offenders = sources(folder).filter((file) =>
      /from '(\.\.\/)+modules\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(sources(folder).length).toBeGreaterThan(5);
  });
});
