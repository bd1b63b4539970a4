// The company's currency (ISO 4217) for money values, read once per session
// from the company settings; money shows without a symbol until it is known.
import { useEffect, useState } from 'react';
import { api, type CompanySettings } from '../../http';
import { useHttp } from '../../shell/context';

let cached: { token: unknown; promise: Promise<string | undefined> } | null = null;

export function useCurrency(): string | undefined {
  const http = useHttp();
  const [currency, setCurrency] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!cached || cached.token !== http) {
      cached = {
        token: http,
        promise: http.request<CompanySettings>(api.onboardingSettings, { silent: true }).then((s) => s.Currency || undefined, () => undefined),
      };
    }
    let live = true;
    void cached.promise.then((c) => { if (live) setCurrency(c); });
    return () => { live = false; };
  }, [http]);
  return currency;
}
