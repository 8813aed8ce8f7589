@shell
Feature: Cookie notice
  Every page offers the cookie choice until the visitor makes it (SPEC §4). The choice is kept as a cookie, and
  every request to the API then says it in the X-Cookies-Accepted header.

  @ui
  Scenario: A visitor accepts cookies; the notice goes away and the API hears the choice
    When a visitor opens the sign-in page
    Then the cookie notice is shown
    And the next request to the API says nothing about cookies
    When they accept cookies
    Then the next request to the API says cookies are "true"
    When they come back to the sign-in page later
    Then the cookie notice is not shown
    And the next request to the API says cookies are "true"

  @ui
  Scenario: A visitor refuses cookies; the refusal is kept and sent
    When a visitor opens the sign-in page
    And they refuse cookies
    Then the next request to the API says cookies are "false"
    When they come back to the sign-in page later
    Then the cookie notice is not shown
    And the next request to the API says cookies are "false"

  @ui @browser-only
  Scenario: On a phone the cookie notice leaves the sign-in button free
    When a visitor opens the sign-in page on a 390 by 844 screen
    Then the cookie notice is shown
    And the cookie notice does not cover the "Entrar" button
