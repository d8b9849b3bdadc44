import { type AnyRoute, isRedirect } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { decideRoute, type RouteGuardRoute } from '../../machines/route-guard.machine';
import { beginMatchData, type PageDataMatch, type PageMatch, pageData } from '../app/page-data';
import { createAppRouter } from '../app/router';
import type { RouterContext } from './auth-handle';
import { guardNavigation, guardRouteOf, visitorMayPass } from './guard';

/** Every route of the app as the guard sees it: its matches from the root down. */
function everyRoute() {
  const router = createAppRouter();
  return Object.values(router.routesById as unknown as Record<string, AnyRoute>).map((route) => {
    const chain: AnyRoute[] = [];
    for (let at: AnyRoute | undefined = route; at; at = at.parentRoute as AnyRoute | undefined) chain.unshift(at);
    const matches = chain.map((r) => ({ routeId: r.id, staticData: r.options.staticData ?? {}, paramsError: undefined }));
    return { id: route.id as string, route: guardRouteOf(matches) };
  });
}

const visitor = { isAuthenticated: false, isSignedUp: false, userType: '' as const };

describe('the guard shortcut for anonymous visitors', () => {
  const routes = everyRoute();

  it('knows the routes the rules name', () => {
    const byId = Object.fromEntries(routes.map(({ id, route }) => [id, route]));
    expect(byId['/sign-in']).toMatchObject({ isSignIn: true, anonymous: true, unauthenticatedOnly: true });
    expect(byId['/login']).toMatchObject({ isLogin: true, anonymous: true, unauthenticatedOnly: true });
    expect(byId['/job-requests/$id']).toMatchObject({ anonymous: false });
    expect(byId['/tab-can-be-closed']).toMatchObject({ isTabCanBeClosed: true });
    expect(byId['/direct-to-mobile']).toMatchObject({ isDirectToMobile: true, anonymous: true });
    expect(byId['/my-account']).toMatchObject({ anonymous: false });
    expect(byId['/account-deletion']).toMatchObject({ anonymous: true, openToContractors: true });
  });

  it.each(['Contractor', 'SystemManager'] as const)('lets a signed-up %s onto Direct To Mobile, Tab Can Be Closed and Account Deletion only', (userType) => {
    const user = { isAuthenticated: true, isSignedUp: true, userType };
    const open = routes.filter(({ route }) => decideRoute({ auth: user, route, href: '/asked' }).type === 'allow').map(({ id }) => id);
    expect(open.sort()).toEqual(['/account-deletion', '/direct-to-mobile', '/tab-can-be-closed']);
  });

  it.each(routes.map(({ id, route }) => [id, route] as const))('agrees with decideRoute for a visitor on %s', (_, route) => {
    const decision = decideRoute({ auth: visitor, route, href: '/asked' });
    if (visitorMayPass(route)) expect(decision.type).toBe('allow');
    else expect(decision.type).toBe('redirect');
  });
});

describe("a protected page's data, begun beside the session", () => {
  const allow = { type: 'allow' as const };
  const toLogin = { type: 'redirect' as const, to: '/login' as const };

  /**
   * A navigation to My Job Requests whose guard decides when `decided` is called; `foreseen` is what
   * the runtime can tell of the decision before that (undefined: nothing known of the account yet).
   */
  function navigation(options: { visitor?: boolean; foreseen?: typeof allow | typeof toLogin | undefined } = {}) {
    const { visitor = false } = options;
    const foreseen = 'foreseen' in options ? options.foreseen : allow;
    let decided: (decision: typeof allow | typeof toLogin) => void = () => {};
    const decision = new Promise<typeof allow | typeof toLogin>((resolve) => (decided = resolve));
    const signals: AbortSignal[] = [];
    const request = vi.fn((_match: PageDataMatch, signal: AbortSignal) => {
      signals.push(signal);
      return Promise.resolve({ items: ['the list'] });
    });
    const runtime = {
      decide: vi.fn(() => decision),
      foresee: vi.fn((_request: { route: RouteGuardRoute; href: string }) => foreseen),
      // As the runtime begins it (src/auth/runtime.ts): for anyone but a visitor, when it can tell the guard will let the page through.
      beginPageData: (match: PageMatch, request: { route: RouteGuardRoute; href: string }) =>
        visitor || runtime.foresee(request)?.type !== 'allow' ? undefined : beginMatchData(match),
    };
    const context = { auth: { isVisitor: () => visitor, ready: () => Promise.resolve(runtime) } } as unknown as RouterContext;
    const matches = [
      { routeId: '__root__', staticData: {}, paramsError: undefined },
      { routeId: '/job-requests/', staticData: { title: 'My Job Requests', data: request }, paramsError: undefined, params: {}, loaderDeps: { page: 2 } },
    ];
    const guarded = guardNavigation({ context, matches, location: { href: '/job-requests?page=2', search: {} }, abortController: new AbortController(), preload: false });
    return { guarded, decided, request, signals, runtime };
  }

  it('asks for it while the identity is checked, and hands that answer to the loader once the guard allows', async () => {
    const { guarded, decided, request, runtime } = navigation();
    await vi.waitFor(() => expect(runtime.decide).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith({ params: {}, deps: { page: 2 } }, expect.any(AbortSignal));
    decided(allow);
    const { pageData: begun } = await guarded;
    const loader = new AbortController();
    await expect(pageData(begun, request, { params: {}, deps: { page: 2 } }, loader.signal)).resolves.toEqual({ items: ['the list'] });
    expect(request).toHaveBeenCalledTimes(1);
    // Once taken, a later load of the page (a change made on it) asks again.
    await pageData(begun, request, { params: {}, deps: { page: 2 } }, loader.signal);
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('drops it, aborted, when the guard sends the visitor elsewhere', async () => {
    const { guarded, decided, signals, runtime } = navigation();
    await vi.waitFor(() => expect(runtime.decide).toHaveBeenCalled());
    decided(toLogin);
    await expect(guarded).rejects.toSatisfy(isRedirect);
    expect(signals[0]!.aborted).toBe(true);
  });

  it('asks nothing for a visitor, who holds no token to ask with', async () => {
    const { guarded, decided, request, runtime } = navigation({ visitor: true });
    await vi.waitFor(() => expect(runtime.decide).toHaveBeenCalled());
    decided(toLogin);
    await expect(guarded).rejects.toSatisfy(isRedirect);
    expect(request).not.toHaveBeenCalled();
  });

  it('asks nothing before the decision when the runtime cannot tell the page will be let through; the loader asks once it is', async () => {
    for (const foreseen of [undefined, toLogin]) {
      const { guarded, decided, request, runtime } = navigation({ foreseen });
      await vi.waitFor(() => expect(runtime.decide).toHaveBeenCalled());
      // Told of the page as the guard decides it: the route and the address asked for.
      expect(runtime.foresee).toHaveBeenCalledWith({ route: expect.objectContaining({ routeId: '/job-requests/', anonymous: false }), href: '/job-requests?page=2' });
      expect(request).not.toHaveBeenCalled();
      decided(allow);
      const { pageData: begun } = await guarded;
      await expect(pageData(begun, request, { params: {}, deps: { page: 2 } }, new AbortController().signal)).resolves.toEqual({ items: ['the list'] });
      expect(request).toHaveBeenCalledTimes(1);
    }
  });

  it("gives a loader only its own route's request", async () => {
    const { guarded, decided, request, runtime } = navigation();
    await vi.waitFor(() => expect(runtime.decide).toHaveBeenCalled());
    decided(allow);
    const { pageData: begun } = await guarded;
    const other = vi.fn(() => Promise.resolve('other'));
    await expect(pageData(begun, other, { params: {}, deps: undefined }, new AbortController().signal)).resolves.toBe('other');
    expect(request).toHaveBeenCalledTimes(1);
  });
});
