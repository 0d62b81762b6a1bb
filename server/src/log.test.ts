import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { createContext } from './context.js';
import { createLogger, readableLine, withoutQuery } from './log.js';
import { openDatabase } from './db/client.js';

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe('server log', () => {
  it('drops the query string from logged request URLs and redacts secrets', async () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info' });
    const out = capture();
    const log = createLogger(config, out.stream);
    const database = await openDatabase({});
    const ctx = await createContext(config, { log, database });
    const app = await buildApp(ctx);
    try {
      await app.inject({ method: 'GET', url: '/api/cars?q=secret-search&city=Lahore', headers: { authorization: 'Bearer abc.def.ghi' } });
      log.info({ body: { password: 'hunter22', token: 'reset-token' } }, 'something happened');
      const all = out.lines.join('');
      expect(all).toContain('/api/cars');
      expect(all).not.toContain('secret-search');
      expect(all).not.toContain('abc.def.ghi');
      expect(all).not.toContain('hunter22');
      expect(all).not.toContain('reset-token');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('never logs the bound parameters of a failed statement (a failing insert on users)', async () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info' });
    const out = capture();
    const log = createLogger(config, out.stream);
    const database = await openDatabase({});
    const ctx = await createContext(config, { log, database });
    const app = await buildApp(ctx);
    try {
      // Any insert on users fails, as a full disk or a broken constraint would make it.
      await database.exec(`
        CREATE FUNCTION refuse_users() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'users are read-only'; END $$;
        CREATE TRIGGER refuse_users BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_users();`);
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Leaky Name', email: 'leak@example.pk', password: 'a long secret passphrase', phone: '+92 300 7654321' },
      });
      expect(res.statusCode).toBe(500);
      const all = out.lines.join('');
      expect(all).toContain('request failed');
      expect(all).toContain('insert into');
      expect(all).not.toContain('$argon2');
      expect(all).not.toContain('leak@example.pk');
      expect(all).not.toContain('7654321');
      expect(all).not.toContain('Leaky Name');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('formats lines for a terminal in development', () => {
    const line = readableLine(JSON.stringify({ level: 40, time: Date.UTC(2030, 0, 10, 12, 4, 5), pid: 1, hostname: 'h', msg: 'slow', route: '/api/cars' }));
    expect(line).toBe('12:04:05 WARN  slow  route=/api/cars\n');
    expect(readableLine('not json')).toBe('not json');
    expect(withoutQuery('/a?b=c')).toBe('/a');
  });
});
