@session
Feature: Session life: starting, time spent, periodic checks and ending
  A session starts with the user's settings, counts the time spent while the product is in view,
  keeps rights fresh, follows new versions, and ends cleanly.

  Background:
    Given Maria has a session on this device

  Scenario: Starting a session applies the user's settings and announces it
    When a session starts for Maria with the theme "dark", the language "EnEu" and the zoom 110
    Then the product applies the theme "dark", the language "EnEu" and the zoom 110
    And the start of Maria's session is announced
    And Maria's stored session has the origin code 250 and the speech rate 1

  Scenario: Time spent is counted only while the product is in view
    Given the time count has started
    When 20 seconds pass with the product in view
    And the product stays hidden for 60 seconds
    And 15 seconds pass with the product in view
    Then 35 seconds have been counted

  Scenario: A short visit is not reported
    Given the time count has started
    When 30 seconds pass with the product in view
    And Maria logs out
    Then no time spent is reported

  Scenario: A visit of more than 30 seconds is reported when Maria logs out
    Given the time count has started
    When 45 seconds pass with the product in view
    And Maria logs out
    Then 45 seconds of use are reported

  Scenario: Logging out records the departure, forgets the session and returns to the login
    When Maria logs out
    Then the departure is recorded with Maria's e-mail, tokens and this device
    And Maria's session is forgotten
    And after 399 milliseconds Maria is still on the same place
    And after 1 more millisecond Maria is taken to "/pages/login"

  Scenario: An s4 session returns to the alternative login with the other-login error
    Given Maria's session came from the alternative login
    When Maria logs out
    And 400 milliseconds pass
    Then Maria is taken to "/pages/s4login?error=ERROR_S4_OTHER_LOGIN"

  Scenario: Logging out works even when the departure cannot be recorded
    Given the departure cannot be recorded
    When Maria logs out
    Then Maria's session is forgotten
    And after 400 milliseconds Maria is taken to "/pages/login"

  Scenario: A burst of refusals shows the session-ended notice once, and accepting it logs out
    When Maria's session is refused 3 times in a row
    Then the session-ended notice appears 1 time
    When Maria accepts the session-ended notice
    Then Maria's session is forgotten
    And after 400 milliseconds Maria is taken to "/pages/login"

  Scenario: A new version of the product is picked up within 120 seconds
    Given the product watches for new versions
    When 120 seconds pass
    Then the product has not restarted
    When a new version is published
    And 120 seconds pass
    Then the product restarts

  Scenario: A disabled user is told and logged out at the next user check
    Given the user check runs every 60 seconds
    And Maria's user is disabled
    When 60 seconds pass
    Then Maria is told "Usuário desabilitado" with "Usuário desabilitado. Entre em contato com o atendimento."
    And Maria's session is forgotten
    And after 400 milliseconds Maria is taken to "/pages/login?error=ERROR_USER_DISABLED"

  Scenario: Rights, profile, signature and quotes rights are refreshed at the user check
    Given the user check runs every 60 seconds
    And Maria's account now is a subscriber with the signature "Premium", quotes rights and Corn enabled
    When 60 seconds pass
    Then Maria's stored session is a subscriber with the signature "Premium", quotes rights and Corn enabled

  Scenario: Another tab closing sessions blanks this one
    Given this tab follows the close-sessions flag
    When the flag is updated with a browser session already open and Maria logged in
    Then the close-sessions flag is set
    When another tab sets the close-sessions flag
    Then this tab is blanked
    When the flag is updated with no browser session open
    Then the close-sessions flag is cleared
