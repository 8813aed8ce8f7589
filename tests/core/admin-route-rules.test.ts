import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_RULES, adminListsFor, adminRuleOf, canOpenAdminPage, parseAdminRoles } from '../../core';
import { ADMIN_PAGES } from '../../ui/shell/paths';

describe('the role rule of each admin page', () => {
  it('gives the users to the admin, subjects and tags to the editor, the publishing desk to the publisher', () => {
    expect(ADMIN_PAGE_RULES).toEqual({
      users: 'admin',
      'users/register': 'admin',
      subjects: 'editor',
      'subjects/register': 'editor',
      tags: 'editor',
      'tags/register': 'editor',
      publishing: 'publisher',
      'publishing/register': 'publisher',
    });
  });

  it('has a rule for every routed admin page, and a route for every rule', () => {
    // The routes' list is written out in ui/shell/paths.ts: the first pages carry it, and not the role rules.
    expect([...ADMIN_PAGES].sort()).toEqual(Object.keys(ADMIN_PAGE_RULES).sort());
  });

  it('reads the rule of a path under /admin, none for an ordinary or unknown path', () => {
    expect(adminRuleOf('/admin/users')).toBe('admin');
    expect(adminRuleOf('/admin/users/')).toBe('admin');
    expect(adminRuleOf('/admin/tags/register')).toBe('editor');
    expect(adminRuleOf('/admin/publishing')).toBe('publisher');
    expect(adminRuleOf('/admin/nowhere')).toBeUndefined();
    expect(adminRuleOf('/informative/7')).toBeUndefined();
    expect(adminRuleOf('/administration/users')).toBeUndefined();
  });

  it('opens a page to the roles that pass its rule', () => {
    expect(canOpenAdminPage(['admin'], 'users')).toBe(true);
    expect(canOpenAdminPage(['editor'], 'users')).toBe(false);
    expect(canOpenAdminPage(['editor'], 'subjects/register')).toBe(true);
    expect(canOpenAdminPage(['publisher'], 'tags')).toBe(false);
    expect(canOpenAdminPage(['publisher', 'editor'], 'tags')).toBe(true);
    expect(canOpenAdminPage([], 'publishing')).toBe(false);
    expect(canOpenAdminPage(['superuser'], 'publishing')).toBe(false);
  });

  it("lists only the admin lists a user's roles open", () => {
    expect(adminListsFor(['admin'])).toEqual(['users', 'subjects', 'tags', 'publishing']);
    expect(adminListsFor(['editor'])).toEqual(['subjects', 'tags', 'publishing']);
    expect(adminListsFor(['publisher'])).toEqual(['publishing']);
    expect(adminListsFor([])).toEqual([]);
  });
});

describe('the roles of a received or stored user', () => {
  it('keeps the known roles once each and drops anything else', () => {
    expect(parseAdminRoles(['editor', 'editor', 'root', 3, 'admin'])).toEqual(['editor', 'admin']);
    expect(parseAdminRoles(undefined)).toEqual([]);
    expect(parseAdminRoles('admin')).toEqual([]);
  });
});
