@market
Feature: Watch list and price alerts
  A user with quotes keeps a watch list of the instruments of their plan, kept in their account, and sets price
  alerts on them: above a level, below a level, or a move in the day. An alert fires once, when the price crosses its
  level, with a notice, an e-mail and a push to each phone the user registered; the plan decides which instruments may
  carry an alert.

  @ui
  Scenario: A subscriber adds an instrument to the watch list
    Given "assinante@example.com", a subscriber with quotes, follows the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    When they add "ZS1" to their watch list
    Then their watch list holds "ZS1"
    And on another device their watch list holds "ZS1"

  Scenario: An alert fires once when the price crosses its level
    Given "assinante@example.com", a subscriber with quotes, follows the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    And their phone is registered for notifications
    When they set an alert on "ZS1" halfway to the price it reaches in 10 minutes
    And 10 minutes pass
    Then they are told that their alert on "ZS1" fired
    And they got 1 e-mail about their alerts
    And their phone got 1 push about their alerts
    When the price goes back across the level and crosses it again
    Then they got 1 e-mail about their alerts
    And their phone got 1 push about their alerts
    And their alert on "ZS1" is "fired"

  @ui
  Scenario: No alert on an instrument outside the plan
    Given "assinante@example.com", a subscriber with quotes, follows the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    When they set an alert on "BGI1" above 300
    Then the alert is refused because their plan does not include it
    And they have no alerts

  Scenario: An alert stops while the plan no longer covers its instrument
    Given "assinante@example.com", a subscriber with quotes, follows the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    And their phone is registered for notifications
    When they set an alert on "ZS1" halfway to the price it reaches in 10 minutes
    And their plan no longer covers "ZS1"
    And 10 minutes pass
    Then their alert on "ZS1" is "suspended"
    And they got 0 e-mails about their alerts
    And their phone got 0 pushes about their alerts
