import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseInterval, postgresAddress } from './config';

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

  it('takes a setting left empty (`PORT=` in a .env file) or blank as unset: its default', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    const base = { DATA_DIR: dataDir, JWT_SECRET: 'rahasia-uji-konfigurasi' };
    const defaults = loadConfig(base);
    expect(defaults.port).toBe(3000);
    const settings = [
      'NODE_ENV',
      'PORT',
      'HOST',
      'DATABASE_URL',
      'DATABASE_LISTEN_URL',
      'WEB_DIST',
      'JWT_EXPIRES_IN',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'ADMIN_EMAIL',
      'REDIS_URL',
      'AUTH_RATE_LIMIT',
      'RATE_LIMIT',
      'CORS_ORIGINS',
      'BACKUP_EVERY',
      'BACKUP_KEEP',
      'WEB_CONCURRENCY',
      'TRUST_PROXY',
      'LOG_LEVEL',
    ];
    for (const setting of settings) {
      for (const empty of ['', '  ']) {
        expect(loadConfig({ ...base, [setting]: empty }), `${setting}=${JSON.stringify(empty)}`).toEqual(
          defaults,
        );
      }
    }
    // DATA_DIR empty is ./data, not the current folder; JWT_SECRET empty is the one kept in DATA_DIR.
    expect(loadConfig({ ...base, DATA_DIR: '' }).dataDir).toBe(
      loadConfig({ ...base, DATA_DIR: 'data' }).dataDir,
    );
    expect(loadConfig({ ...base, DATA_DIR: '' }).dataDir).not.toBe(process.cwd());
    expect(loadConfig({ ...base, JWT_SECRET: '' }).jwtSecret).toBe(
      loadConfig({ DATA_DIR: dataDir }).jwtSecret,
    );
    expect(loadConfig({ ...base, JWT_SECRET: '' }).jwtSecret).not.toBe('');
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, in one line naming it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kalkulator-config-'));
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'notaurl' })).toThrow(
      /^Invalid configuration: DATABASE_URL: not a PostgreSQL URL; it takes postgres:\/\/user:password@host:5432\/database$/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_LISTEN_URL: 'localhost:5432' })).toThrow(
      /DATABASE_LISTEN_URL: not a PostgreSQL URL/,
    );
    for (const url of [
      'postgres://user:pass@db.example:6432/kalkulator',
      'postgresql://localhost/kalkulator',
      'socket:/var/run/postgresql?db=kalkulator',
      '/var/run/postgresql kalkulator',
    ]) {
      expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url }).databaseUrl).toBe(url);
    }
  });

  it('names where a PostgreSQL URL connects without its user or password', () => {
    expect(postgresAddress('postgres://user:geheim@db.example:6432/kalkulator')).toBe('db.example:6432');
    expect(postgresAddress('postgresql://localhost/kalkulator')).toBe('localhost:5432');
    expect(postgresAddress('postgres://user@/kalkulator?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql:5432',
    );
    expect(postgresAddress('socket:/var/run/postgresql?db=kalkulator')).toBe('/var/run/postgresql');
    expect(postgresAddress('/var/run/postgresql kalkulator')).toBe('/var/run/postgresql');
  });
});
