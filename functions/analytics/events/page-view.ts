// Counting a project page view from the page's request, without making the page wait for it.
import { requestInBackground } from '#lib/background.ts';
import { requestClientIp } from '#lib/client-ip.ts';
import { countryOf } from '#lib/traffic.ts';
import type { Runtime } from '#platform/runtime.ts';
import { recordPageView } from './service.ts';

export function countPageView(runtime: Runtime, request: Request, projectId: string): void {
  const trustProxy = runtime.config.TRUST_PROXY;
  const view = recordPageView(runtime, {
    projectId,
    clientIp: requestClientIp(request, trustProxy),
    userAgent: request.headers.get('user-agent') ?? undefined,
    country: countryOf(request.headers.get('cf-ipcountry') ?? undefined, trustProxy),
    now: runtime.clock.now(),
  });
  requestInBackground(request, view, 'Counting a page view');
}
