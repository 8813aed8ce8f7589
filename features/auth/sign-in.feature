@auth
Feature: Signing in
  Subscribers, demo and free users sign in with their e-mail and password.
  A device the account has not used before is confirmed with a six-digit code sent by e-mail.

  Background:
    Given the subscriber "assinante@example.com" whose password is "Celeiro#2026"

  @ui @smoke
  Scenario: A subscriber signs in from a new device with the code sent by e-mail
    When the subscriber signs in with the password "Celeiro#2026"
    Then they are asked for the code sent to their e-mail
    When they confirm with the code sent to their e-mail
    Then they are reading the first informative item

  @ui
  Scenario: A device that was confirmed before signs in without a code
    Given the subscriber has confirmed this device before
    When the subscriber signs in with the password "Celeiro#2026"
    Then they are reading the first informative item

  @ui
  Scenario: A wrong password is refused
    When the subscriber signs in with the password "senha-errada"
    Then they are told "E-mail ou senha inválidos."
    And they are not signed in

  Scenario: A disabled user is refused
    Given the subscriber's account is disabled
    When the subscriber signs in with the password "Celeiro#2026"
    Then they are told "Usuário desabilitado. Entre em contato com o atendimento."
    And they are not signed in

  Scenario: A wrong code is refused
    When the subscriber signs in with the password "Celeiro#2026"
    And they confirm with the code "000000"
    Then they are told "Código inválido."
    And they are not signed in

  @ui
  Scenario: A visitor asking for a signed-in page signs in and comes back to it
    When a visitor opens "/informative/3"
    Then they are asked to sign in
    When the subscriber signs in with the password "Celeiro#2026"
    And they confirm with the code sent to their e-mail
    Then they are reading "/informative/3"

  Scenario: Signing out ends the session and returns to the sign-in page
    Given the subscriber has confirmed this device before
    And the subscriber signs in with the password "Celeiro#2026"
    When they sign out
    Then the server is told the session ended
    And they are not signed in
    And after 400 milliseconds they are back on the sign-in page
