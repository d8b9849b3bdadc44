import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../../machines/route-guard.machine';
import { createAppRouter } from '../app/router';
import { guardRouteOf, visitorMayPass } from './guard';

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

  it('lets a signed-up contractor onto Direct To Mobile, Tab Can Be Closed and Account Deletion only', () => {
    const contractor = { isAuthenticated: true, isSignedUp: true, userType: 'Contractor' as const };
    const open = routes.filter(({ route }) => decideRoute({ auth: contractor, route, href: '/asked' }).type === 'allow').map(({ id }) => id);
    expect(open.sort()).toEqual(['/account-deletion', '/direct-to-mobile', '/tab-can-be-closed']);
  });

  it.each(routes.map(({ id, route }) => [id, route] as const))('agrees with decideRoute for a visitor on %s', (_, route) => {
    const decision = decideRoute({ auth: visitor, route, href: '/asked' });
    if (visitorMayPass(route)) expect(decision.type).toBe('allow');
    else expect(decision.type).toBe('redirect');
  });
});
