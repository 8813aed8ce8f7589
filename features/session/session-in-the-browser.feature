@session
Feature: Sessions in the browser: tokens, devices, limits and timeouts
  An account may be signed in on a few browsers at once. Signing in on one more closes the oldest session,
  and that browser says why. "Remember me" keeps a session across visits. Signing in again in another tab
  of the same browser leaves the older tab blank. Accounts of the s4 system sign in through the alternative
  sign-in, and leaving it returns there.

  Background:
    Given the subscriber "assinante@example.com" may be signed in on 3 browsers at once

  @ui
  Scenario: Signing in on one browser too many closes the oldest session, which says why
    Given the subscriber is signed in on their first browser
    When they sign in on 3 other browsers
    Then their first browser tells them "Sessão encerrada devido a acesso simultâneo."
    And their 3 other browsers are still signed in

  Scenario: Signing in on as many browsers as allowed keeps every session
    Given the subscriber is signed in on their first browser
    When they sign in on 2 other browsers
    Then their first browser is still signed in

  @ui
  Scenario: A remembered session is still there on the next visit
    Given the subscriber is signed in on their first browser, asking to be remembered
    When they come back in a new tab of that browser
    Then they are still signed in there

  @ui
  Scenario: A session that is not remembered lasts only while its tab is open
    Given the subscriber is signed in on their first browser
    When they come back in a new tab of that browser
    Then they are asked to sign in there

  @ui
  Scenario: Signing in again in another tab leaves the older tab blank
    Given the subscriber is signed in on their first browser
    When they sign in again in another tab of that browser
    Then their first tab says the session is open in another tab
    And the new tab is signed in

  @ui @smoke
  Scenario: The alternative sign-in opens an s4 session, and signing out returns to the alternative sign-in
    When the subscriber signs in through the alternative sign-in
    Then their session is an s4 session
    When they sign out of that session
    Then they are back on the alternative sign-in, told "Sua sessão foi encerrada porque outra estação se conectou com o seu usuário."
