import { describe, expect, it } from 'vitest';
import {
  afterNavigation,
  classifyPath,
  decideNavigation,
  loginAddress,
  type NavigationRequest,
} from '../../ui/shell/navigation-guard';
import { adminRedirect } from '../../ui/shell/admin-guard';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IE10 = 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)';
const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

const go = (path: string, overrides: Partial<NavigationRequest> = {}) => {
  const [pathname = '', search = ''] = path.split('?');
  return decideNavigation({
    path: pathname,
    search: search ? `?${search}` : '',
    authenticated: false,
    userAgent: CHROME,
    isApp: false,
    ...overrides,
  });
};
const signedIn = { authenticated: true };

describe('rule 1 and rule 6: after every navigation', () => {
  it('closes the popups, hides the loading background and scrolls to the top', () => {
    const done: string[] = [];
    afterNavigation({
      closePopups: () => done.push('popups closed'),
      hideLoadingBackground: () => done.push('loading hidden'),
      scrollToTop: () => done.push('scrolled to top'),
    });
    expect(done).toEqual(['popups closed', 'loading hidden', 'scrolled to top']);
  });
});

describe('rule 2: a signed-in user on a sign-in entry page goes to the first informative item', () => {
  it.each(['/pages/login', '/pages/register', '/pages/forgot-password', '/pages/lost-access'])('%s', (path) => {
    expect(go(path, signedIn)).toEqual({ kind: 'first-informative', search: '' });
  });

  it('does not keep the login query (to, token)', () => {
    expect(go('/pages/login?to=%2Fquotes', signedIn)).toEqual({ kind: 'first-informative', search: '' });
  });

  it('leaves the other public pages alone', () => {
    expect(go('/pages/plans', signedIn)).toEqual({ kind: 'allow' });
    expect(go('/pages/reset-password', signedIn)).toEqual({ kind: 'allow' });
  });
});

describe('rule 3: an unauthenticated user on a signed-in page goes to login with to and token', () => {
  it('carries the original path and query in `to`', () => {
    expect(go('/informative/3')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2Finformative%2F3' });
    expect(go('/quotes?view=list')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2Fquotes%3Fview%3Dlist' });
  });

  it('carries the token query parameter as `token`', () => {
    expect(go('/account/signature?token=abc')).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Faccount%2Fsignature%3Ftoken%3Dabc&token=abc',
    });
  });

  it('applies to the root, /informative and the admin pages', () => {
    expect(go('/')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2F' });
    expect(go('/informative')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2Finformative' });
    expect(go('/admin/users')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2Fadmin%2Fusers' });
  });

  it('never applies to /home, the public home of a visitor (the app flag still carried)', () => {
    expect(go('/home?x=1')).toEqual({ kind: 'allow' });
    expect(go('/home/')).toEqual({ kind: 'allow' });
    expect(go('/home', { isApp: true })).toEqual({ kind: 'redirect', to: '/home?isApp=true' });
    expect(go('/home?isApp=true', { isApp: true })).toEqual({ kind: 'allow' });
  });

  it('never applies to the public file download', () => {
    expect(go('/pages/download-file?token=abc')).toEqual({ kind: 'allow' });
  });

  it('never applies to the public pages', () => {
    for (const path of [
      '/pages/login',
      '/pages/register',
      '/pages/two-factor',
      '/pages/confirm-email',
      '/version',
      '/landing-page',
      '/details',
    ]) {
      expect(go(path)).toEqual({ kind: 'allow' });
    }
  });

  it('builds the login address', () => {
    expect(loginAddress('/quotes', '', false)).toBe('/pages/login?to=%2Fquotes');
    expect(loginAddress('/quotes', '?token=t1', true)).toBe(
      '/pages/login?to=%2Fquotes%3Ftoken%3Dt1&token=t1&isApp=true',
    );
  });
});

describe('rule 4: an old Internet Explorer goes to the browser-not-supported page', () => {
  it.each([
    ['MSIE', IE10],
    ['Trident', IE11],
  ])('%s', (_name, userAgent) => {
    expect(go('/pages/login', { userAgent })).toEqual({ kind: 'redirect', to: '/pages/browser-not-support' });
    expect(go('/informative/1', { userAgent, authenticated: true })).toEqual({
      kind: 'redirect',
      to: '/pages/browser-not-support',
    });
  });

  it('lets it stay on that page', () => {
    expect(go('/pages/browser-not-support', { userAgent: IE11 })).toEqual({ kind: 'allow' });
  });

  it('does not touch current browsers', () => {
    expect(go('/pages/login', { userAgent: CHROME })).toEqual({ kind: 'allow' });
  });
});

describe('rule 5: the isApp query parameter is carried across navigations', () => {
  it('adds isApp=true to an address that lacks it, keeping its query', () => {
    expect(go('/pages/register', { isApp: true })).toEqual({ kind: 'redirect', to: '/pages/register?isApp=true' });
    expect(go('/quotes?view=list', { isApp: true, authenticated: true })).toEqual({
      kind: 'redirect',
      to: '/quotes?view=list&isApp=true',
    });
  });

  it('leaves an address that has it alone', () => {
    expect(go('/pages/register?isApp=true', { isApp: true })).toEqual({ kind: 'allow' });
  });

  it('carries it through the guard redirects', () => {
    expect(go('/pages/error-500?isApp=true', { isApp: true, userAgent: IE11 })).toEqual({
      kind: 'redirect',
      to: '/pages/browser-not-support?isApp=true',
    });
    expect(go('/nowhere', { isApp: true })).toEqual({ kind: 'redirect', to: '/pages/error-404?isApp=true' });
    expect(go('/pages/login?isApp=true', { isApp: true, authenticated: true })).toEqual({
      kind: 'first-informative',
      search: '?isApp=true',
    });
    expect(go('/home', { isApp: true, authenticated: true })).toEqual({
      kind: 'first-informative',
      search: '?isApp=true',
    });
  });

  it('adds nothing outside the native app', () => {
    expect(go('/pages/register')).toEqual({ kind: 'allow' });
  });
});

describe('rule 7: unknown paths go to the not-found page', () => {
  it.each([
    '/nowhere',
    '/pages/nowhere',
    '/pages',
    '/admin',
    '/admin/nowhere',
    '/account/nowhere',
    '/informative/1/2/3',
    '/info',
  ])('%s', (path) => {
    expect(go(path)).toEqual({ kind: 'redirect', to: '/pages/error-404' });
    expect(go(path, signedIn)).toEqual({ kind: 'redirect', to: '/pages/error-404' });
  });

  it('knows every route of the specification', () => {
    const known = [
      '/',
      '/home',
      '/informative',
      '/informative/1',
      '/informative/1/0',
      '/info/content',
      '/tmnquotes',
      '/quotes',
      '/my-account',
      '/change-password',
      '/ask-to-analyst',
      '/account',
      '/account/signature',
      '/account/notification',
      '/account/change-password',
      '/account/privacy-policy',
      '/account/packages',
      '/admin/subjects',
      '/admin/subjects/register',
      '/admin/users',
      '/admin/users/register',
      '/admin/tags',
      '/admin/tags/register',
      '/admin/publishing',
      '/admin/publishing/register',
      '/pages/login',
      '/pages/s4login',
      '/pages/register',
      '/pages/plans',
      '/pages/forgot-password',
      '/pages/reset-password',
      '/pages/new-client',
      '/pages/lost-access',
      '/pages/error-404',
      '/pages/error-500',
      '/pages/callback',
      '/pages/comingsoon',
      '/pages/browser-not-support',
      '/pages/download-file',
      '/pages/maintenance',
      '/pages/not-authorized',
      '/pages/two-factor',
      '/pages/confirm-email',
      '/version',
      '/landing-page',
      '/details',
      '/pages/login/',
    ];
    for (const path of known) expect(classifyPath(path), path).not.toBe('unknown');
  });
});

describe('rule 8: inside the native app the login address gets isApp=true', () => {
  it('sets the flag on the login page', () => {
    expect(go('/pages/login?to=%2Fquotes', { isApp: true })).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Fquotes&isApp=true',
    });
  });

  it('turns isApp=false into isApp=true on the login page', () => {
    expect(go('/pages/login?isApp=false', { isApp: true })).toEqual({
      kind: 'redirect',
      to: '/pages/login?isApp=true',
    });
  });

  it('sets the flag on the login address of rule 3', () => {
    expect(go('/informative/3', { isApp: true })).toEqual({
      kind: 'redirect',
      to: '/pages/login?to=%2Finformative%2F3&isApp=true',
    });
  });

  it('accepts a login address that has it', () => {
    expect(go('/pages/login?isApp=true', { isApp: true })).toEqual({ kind: 'allow' });
  });
});

describe('the redirects of the signed-in pages', () => {
  it('sends the root, /home and /informative to the first informative item, keeping the query', () => {
    expect(go('/', signedIn)).toEqual({ kind: 'first-informative', search: '' });
    expect(go('/home?utm=mail&x=1', signedIn)).toEqual({ kind: 'first-informative', search: '?utm=mail&x=1' });
    expect(go('/informative', signedIn)).toEqual({ kind: 'first-informative', search: '' });
  });

  it('opens the notification tab of /account', () => {
    expect(go('/account', signedIn)).toEqual({ kind: 'redirect', to: '/account/notification' });
  });

  it('lets a signed-in user through to the signed-in pages', () => {
    expect(go('/informative/1/0', signedIn)).toEqual({ kind: 'allow' });
    expect(go('/admin/tags/register', signedIn)).toEqual({ kind: 'allow' });
  });
});

describe('the role rules of the admin pages (SPEC §6)', () => {
  const NOT_AUTHORIZED = '/pages/not-authorized';

  it('sends a signed-in user without an admin role from every admin page to not-authorized', () => {
    for (const page of ['users', 'users/register', 'subjects', 'tags/register', 'publishing'])
      expect(adminRedirect(`/admin/${page}`, [])).toBe(NOT_AUTHORIZED);
  });

  it('opens the users only to the admin, subjects and tags to the editor, the publishing desk to the publisher', () => {
    expect(adminRedirect('/admin/users', ['admin'])).toBeNull();
    expect(adminRedirect('/admin/users/register/', ['editor'])).toBe(NOT_AUTHORIZED);
    expect(adminRedirect('/admin/subjects', ['editor'])).toBeNull();
    expect(adminRedirect('/admin/tags/register', ['admin'])).toBeNull();
    expect(adminRedirect('/admin/tags', ['publisher'])).toBe(NOT_AUTHORIZED);
    expect(adminRedirect('/admin/publishing', ['publisher'])).toBeNull();
    expect(adminRedirect('/admin/publishing/register', ['editor'])).toBeNull();
  });

  it('lets a reader without an admin role open every ordinary page (they tell only signed-in from not)', () => {
    for (const path of ['/informative/7', '/my-account', '/quotes', '/account/packages', '/consulting']) {
      expect(go(path, signedIn)).toEqual({ kind: 'allow' });
      expect(adminRedirect(path, [])).toBeNull();
    }
  });

  it('still sends a visitor to login first, whatever the page', () => {
    expect(go('/admin/tags')).toEqual({ kind: 'redirect', to: '/pages/login?to=%2Fadmin%2Ftags' });
  });
});
