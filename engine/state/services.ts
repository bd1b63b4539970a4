// Services the atoms' actions call: the HTTP client and the i18n controller.
// createApp sets both once, before anything renders.
import { atom } from 'jotai';
import type { HttpClient } from '../http';
import type { I18nController } from '../i18n';

const httpValueAtom = atom<HttpClient | null>(null);
const i18nValueAtom = atom<I18nController | null>(null);

export const httpAtom = atom(
  (get) => {
    const http = get(httpValueAtom);
    if (!http) throw new Error('httpAtom read before createApp set it');
    return http;
  },
  (_get, set, http: HttpClient) => set(httpValueAtom, http),
);

export const i18nAtom = atom(
  (get) => {
    const i18n = get(i18nValueAtom);
    if (!i18n) throw new Error('i18nAtom read before createApp set it');
    return i18n;
  },
  (_get, set, i18n: I18nController) => set(i18nValueAtom, i18n),
);
