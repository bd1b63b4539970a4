// The server's refusals in every language: each text key of the catalogue is
// translated in config/i18n/<lang>/server-errors.yaml with the same
// placeholders, the English there is the server's own template, and the
// browser shows the translation (or the English Message when a key is unknown).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ApiError as ClientError, failureMessage, serverMessage } from '../../../engine/http';
import { ApiError } from '../../../server/errors/api-error';
import { SERVER_TEXTS, serverText, textPlaceholders, type ServerTextKey } from '../../../server/errors/texts';
import { describeError, sendError } from '../../../server/plugins/errors';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LANGUAGES = ['es', 'ca', 'en', 'it', 'fr'];
const keys = Object.keys(SERVER_TEXTS) as ServerTextKey[];

/** serverErrors.<area>.<name> of every part of the language (server-errors.yaml, file-errors.yaml...). */
function flat(lang: string): Map<string, string> {
  const dir = path.join(ROOT, 'config/i18n', lang);
  const trees = readdirSync(dir).filter((f) => f.endsWith('.yaml'))
    .map((f) => parse(readFileSync(path.join(dir, f), 'utf8')) as { serverErrors?: Record<string, Record<string, string>> });
  return new Map(trees.flatMap((tree) => Object.entries(tree.serverErrors ?? {}))
    .flatMap(([area, texts]) => Object.entries(texts).map(([name, text]) => [`${area}.${name}`, text])));
}

describe('server texts: the catalogue and its translations', () => {
  it.each(LANGUAGES)('%s has every key, no other, with the template\'s placeholders', (lang) => {
    const texts = flat(lang);
    expect([...texts.keys()].sort()).toEqual([...keys].sort());
    for (const key of keys) expect(textPlaceholders(texts.get(key)!), `${lang} ${key}`).toEqual(textPlaceholders(SERVER_TEXTS[key]));
  });

  it('the English translation is the server\'s template, word for word but for the names of entities and fields', () => {
    // The server names an entity or field by its id; the translations by its label ($t nesting).
    const ids = (text: string) => text.replace(/\$t\(entities\.\{\{\w+\}\}\.fields\.(\{\{\w+\}\})\.label\)/g, '$1').replace(/\$t\(entities\.(\{\{\w+\}\})\.(name|plural)\)/g, '$1');
    const en = flat('en');
    for (const key of keys) expect(ids(en.get(key)!), key).toBe(SERVER_TEXTS[key]);
  });

  it('every text is used by the server (quoted in a file of server/ other than the catalogue)', () => {
    const sources = readdirSync(path.join(ROOT, 'server'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith(path.join('errors', 'texts.ts')))
      .map((f) => readFileSync(path.join(ROOT, 'server', f), 'utf8')).join('\n');
    expect(keys.filter((key) => !sources.includes(`'${key}'`))).toEqual([]);
  });

  it('fills the English message and refuses a missing parameter', () => {
    expect(serverText('forecast.runGoing', { code: 'RUN-7' })).toEqual({ key: 'forecast.runGoing', params: { code: 'RUN-7' }, message: 'Forecast run RUN-7 is still going: wait for it or cancel it' });
    expect(() => serverText('forecast.runGoing')).toThrow(/no value for \{\{code\}\}/);
  });
});

describe('server texts: from the error handler to the user', () => {
  it('an ApiError with a text answers its key and parameters beside the English Message', () => {
    const sent: { status?: number; body?: unknown } = {};
    const reply = { code(status: number) { sent.status = status; return this; }, send(body: unknown) { sent.body = body; return this; } };
    const error = new ApiError('CONFLICT', serverText('forecast.cycleClosed', { month: '2026-10' }), 'cycle');
    sendError(reply as never, { CONFLICT: 409 } as never, describeError(error));
    expect(sent).toEqual({ status: 409, body: { ok: false, ErrorCode: 'CONFLICT', Message: 'The cycle of 2026-10 is already closed', Field: 'cycle', MessageKey: 'forecast.cycleClosed', MessageParams: { month: '2026-10' } } });
    // A plain message keeps the old envelope.
    sendError(reply as never, { CONFLICT: 409 } as never, describeError(new ApiError('CONFLICT', 'Plain')));
    expect(sent.body).toEqual({ ok: false, ErrorCode: 'CONFLICT', Message: 'Plain' });
  });

  it('the browser says it in the user\'s language, and falls back to the English Message for a key it lacks', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'es', resources: { es: { translation: { serverErrors: Object.fromEntries([['forecast', Object.fromEntries([...flat('es')].filter(([k]) => k.startsWith('forecast.')).map(([k, v]) => [k.slice('forecast.'.length), v]))]]) } } }, interpolation: { escapeValue: false } });
    const t = (key: string, options: Record<string, unknown>) => i18n.t(key, options);
    const failure = (key: string | undefined, params?: Record<string, string | number>) => new ClientError({ ErrorCode: 'CONFLICT', Status: 409, Message: 'English', Endpoint: '/x', MessageKey: key, MessageParams: params });
    expect(serverMessage(failure('forecast.closeWithPending', { count: 2 }), t)).toBe('Revisiones pendientes de decisión: 2. Apruébelas o devuélvalas antes de cerrar el ciclo');
    expect(serverMessage(failure('forecast.notAKey'), t)).toBe('English');
    expect(serverMessage(failure(undefined), t)).toBe('English');
    expect(failureMessage(new Error('boom'), (key) => `t:${key}`, 'supply.plan.failed')).toBe('t:supply.plan.failed');
  });

  it('names entities and fields by their labels in the user\'s language', async () => {
    const i18n = i18next.createInstance();
    const entities = { product: { name: 'Producto', plural: 'Productos', fields: { sku: { label: 'SKU' } } }, 'offer-line': { name: 'Línea de oferta', plural: 'Líneas de oferta', fields: { product: { label: 'Producto' } } } };
    const data = Object.fromEntries([...flat('es')].filter(([k]) => k.startsWith('data.')).map(([k, v]) => [k.slice('data.'.length), v]));
    await i18n.init({ lng: 'es', resources: { es: { translation: { entities, serverErrors: { data } } } }, interpolation: { escapeValue: false } });
    const t = (key: string, options: Record<string, unknown>) => i18n.t(key, options);
    const refused = (key: ServerTextKey, params: Record<string, string | number>) => new ClientError({ ErrorCode: 'CONFLICT', Status: 409, Message: serverText(key, params).message, Endpoint: '/x', MessageKey: key, MessageParams: params });
    expect(serverMessage(refused('data.stillUsed', { entity: 'product', count: 3, usedBy: 'offer-line', field: 'product' }), t))
      .toBe('Este registro de «Producto» todavía lo usan 3 fila(s) de «Líneas de oferta» (campo «Producto»); cámbielas o elimínelas primero');
    expect(serverMessage(refused('data.duplicate', { entity: 'product', field: 'sku' }), t)).toBe('Ya existe otro registro de «Producto» con este valor de «SKU»');
  });
});
