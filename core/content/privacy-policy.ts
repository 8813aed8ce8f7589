// Which privacy-policy text is fetched (SPEC §6) and how external links open (SPEC §2).

/** The call that fetches the privacy-policy content. */
export type PrivacyPolicySource = 'privacy-policy-content' | 'cache:content-private/privacy-policy';

/** A signed-in user reads it from the API (privacy-policy-content); a visitor from the cache service. */
export function privacyPolicySource(authenticated: boolean): PrivacyPolicySource {
  return authenticated ? 'privacy-policy-content' : 'cache:content-private/privacy-policy';
}

/** How an external link opens: the native in-app browser on mobile (inside the app), a new tab on desktop. */
export function externalLinkTarget(inNativeApp: boolean): 'in-app-browser' | 'new-tab' {
  return inNativeApp ? 'in-app-browser' : 'new-tab';
}
