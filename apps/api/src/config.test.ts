import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseInterval } from './config';

describe('configuration', () => {
  it('generates a JWT secret once, keeps it in the data folder readable only by the owner, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    const other = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'kalkulator-config-')) });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(64);
    expect(again.jwtSecret).toBe(first.jwtSecret);
    expect(other.jwtSecret).not.toBe(first.jwtSecret);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });

  it('takes JWT_SECRET from the environment when set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'dari-lingkungan' }).jwtSecret).toBe(
      'dari-lingkungan',
    );
  });

  it('keeps CORS closed unless origins are listed', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: ' https://a.example , https://b.example,' }).corsOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('trusts no X-Forwarded-For unless TRUST_PROXY names the proxies', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: ' 10.0.0.1, 10.1.0.0/16 ' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'semua' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses an invalid port with a clear message', () => {
    expect(() => loadConfig({ PORT: 'delapan' })).toThrow(/PORT/);
  });

  it('reads BACKUP_EVERY as minutes, hours, days or weeks and refuses anything else', () => {
    expect(parseInterval('30m')).toBe(30 * 60_000);
    expect(parseInterval('12h')).toBe(12 * 3_600_000);
    expect(parseInterval('1d')).toBe(86_400_000);
    expect(parseInterval(' 2W ')).toBe(2 * 604_800_000);
    expect(parseInterval('0d')).toBeUndefined();
    expect(parseInterval('')).toBeUndefined();
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: '1d', BACKUP_KEEP: '7' });
    expect(config).toMatchObject({
      backupEveryMs: 86_400_000,
      backupKeep: 7,
      backupDir: join(dataDir, 'backups'),
    });
    expect(loadConfig({ DATA_DIR: dataDir }).backupKeep).toBe(14);
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_EVERY: 'daily' })).toThrow(/BACKUP_EVERY/);
  });
});
