@market
Feature: The quotes module's session
  The quotes module holds a session of its own with the acceptor (SPEC §7): a token for the browser it opens in,
  refreshed before it ends. The live prices go to one station of a user at a time, so opening the quotes on another
  device moves them there and the first one says why (SPEC §8: "Another station connected, so you were
  disconnected"); the user can take them back. Leaving the quotes ends the module's session, not the sign-in.

  @ui
  Scenario: Opening the quotes on another device moves the live prices there
    Given "assinante@example.com", a subscriber with quotes, has the quotes open
    When they open the quotes on another device
    Then the first device says "Outra estação se conectou, por isso você foi desconectado."
    And the first device no longer receives the live prices
    And the other device receives the live prices

  @ui
  Scenario: Reconnecting takes the live prices back
    Given "assinante@example.com", a subscriber with quotes, has the quotes open
    And they open the quotes on another device
    When they reconnect on the first device
    Then the first device receives the live prices
    And the other device says "Outra estação se conectou, por isso você foi desconectado."

  Scenario: The module's token is refreshed before it ends, and the prices keep coming
    Given "assinante@example.com", a subscriber with quotes, has the quotes open
    When the module's token comes to its end
    Then the first device receives the live prices
    And the first device says nothing

  @ui
  Scenario: Leaving the quotes ends the module's session, not the sign-in
    Given "assinante@example.com", a subscriber with quotes, has the quotes open
    When they leave the quotes for the home page
    Then the module's session has ended
    And they are still signed in
