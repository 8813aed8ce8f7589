@market
Feature: Market quotes
  A subscriber follows the quotes of their plan: futures and exchange rates move during their session, live; a Demo
  sees every quote of its trial 15 minutes late; a Free user is offered the plans instead (SPEC §1, §6). The prices
  are the seeded series of the reference data, so they are the same on every run.

  Scenario: A subscriber sees a price move without reloading
    Given "assinante@example.com", a subscriber with quotes, opens the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    Then the futures market shows "live"
    And the quotes include "Soja" and not "Boi gordo"
    When a minute passes
    Then the price of "ZS1" has moved

  Scenario: A free user is offered the plans instead of quotes
    Given "gratuito@example.com", a free user, opens the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    Then they are offered the plans instead of quotes

  Scenario: A demo sees the prices 15 minutes late
    Given "demo@example.com", a demo during its trial, opens the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    Then the futures market shows "delayed"
    And the price of "ZS1" is the one a subscriber saw at 11:45

  Scenario: At night every market shows its last close
    Given "assinante@example.com", a subscriber with quotes, opens the quotes on Monday 2 March 2026 at 23:00 in São Paulo
    Then the futures market shows "closed"
    And the price of "ZS1" is its close of Monday 2 March 2026

  Scenario: A subscriber opens an instrument's chart and changes its range
    Given "assinante@example.com", a subscriber with quotes, opens the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    When they open the chart of "ZS1"
    Then the chart shows the trading days of the last 6 months up to Friday 27 February 2026
    And the 20- and 50-day averages run from the chart's first day
    When they change the chart's range to 3 years
    Then the chart shows the trading days of the last 3 years up to Friday 27 February 2026

  Scenario: A subscriber exports a table as CSV
    Given "assinante@example.com", a subscriber with quotes, opens the quotes on Monday 2 March 2026 at 12:00 in São Paulo
    When they export the futures as CSV
    Then the file "celeiro-futures-2026-03-02.csv" is saved
    And it has a line for each instrument of the futures they see, with its source, unit, currency, time and method
